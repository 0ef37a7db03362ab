import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { PaymentMethod, PlanId } from '../../../../../contracts/subscriptions';
import type { Clock } from '../../../../shared/kernel';
import {
  BillingProviderError,
  type BillingGateway,
  type CompletedCheckout,
  type PendingSubscription,
  type TrialCheckoutRequest,
} from '../../application/ports/billing-gateway.port';
import type { SubscriptionRecord } from '../../domain/subscription-record';
import { localSubscriptionAt, type LocalSubscription } from './local-lifecycle';

export interface LocalSubscriptionRow {
  id: string;
  user_id: string;
  customer_id: string;
  price_id: string;
  interval: 'month' | 'year';
  card_brand: string;
  card_last4: string;
  card_expiry_month: number;
  card_expiry_year: number;
  card_outcome: 'succeeds' | 'fails-first-charge';
  trial_start: Date;
  trial_end: Date;
  cancel_requested_at: Date | null;
}

export const toLocalSubscription = (row: LocalSubscriptionRow): LocalSubscription => ({
  id: row.id,
  priceId: row.price_id,
  interval: row.interval,
  cardOutcome: row.card_outcome,
  trialStart: row.trial_start,
  trialEnd: row.trial_end,
  cancelRequestedAt: row.cancel_requested_at,
});

/** Ids shaped like Stripe's (`cs_…`, `sub_…`), with an `l` for local so nobody mistakes them for real ones. */
export const localId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
export const localCustomerId = (userId: string): string => `lcus_${userId.replaceAll('-', '')}`;

/** The browser-facing pages of the local provider (built into the web app, labelled as a test checkout). */
export const LOCAL_PAGES = {
  checkout: (sessionId: string) => `/billing/checkout/${sessionId}`,
  portal: '/billing/portal',
} as const;

/**
 * The default provider: everything Stripe does for us, done by the app itself
 * on its own tables, so that every billing flow works offline, in development
 * and in tests. Never used in production (config refuses it).
 */
export class LocalBillingGateway implements BillingGateway {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async startTrialCheckout(request: TrialCheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const inserted = await this.knex('local_billing_checkouts')
      .insert({ id: localId('lcs'), user_id: request.userId, plan_id: request.plan, operation_id: request.operationId })
      .onConflict('operation_id')
      .merge(['operation_id'])
      .returning<{ id: string }[]>('id');
    const sessionId = inserted[0]!.id;
    return { sessionId, url: LOCAL_PAGES.checkout(sessionId) };
  }

  async completedCheckout(sessionId: string, userId: string): Promise<CompletedCheckout | null> {
    const row = await this.knex('local_billing_checkouts as c')
      .join('local_billing_subscriptions as s', 's.id', 'c.subscription_id')
      .where({ 'c.id': sessionId, 'c.user_id': userId, 'c.status': 'complete' })
      .first<(LocalSubscriptionRow & { plan_id: PlanId }) | undefined>('s.*', 'c.plan_id');
    if (!row) return null;
    return {
      customerId: row.customer_id,
      plan: row.plan_id,
      subscription: localSubscriptionAt(toLocalSubscription(row), this.clock.now()),
    };
  }

  async currentSubscription(providerSubId: string): Promise<SubscriptionRecord> {
    return localSubscriptionAt(toLocalSubscription(await this.subscriptionRow(providerSubId)), this.clock.now());
  }

  async setCancelAtPeriodEnd(providerSubId: string, cancel: boolean): Promise<SubscriptionRecord> {
    const now = this.clock.now();
    const before = localSubscriptionAt(toLocalSubscription(await this.subscriptionRow(providerSubId)), now);
    // An ended subscription stays ended, as at Stripe.
    if (before.status !== 'canceled') {
      await this.knex('local_billing_subscriptions')
        .where({ id: providerSubId })
        .update({ cancel_requested_at: cancel ? now : null });
    }
    return this.currentSubscription(providerSubId);
  }

  async paymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const rows = await this.knex('local_billing_subscriptions')
      .where({ customer_id: customerId })
      .orderBy('created_at', 'desc')
      .select<LocalSubscriptionRow[]>('id', 'card_brand', 'card_last4', 'card_expiry_month', 'card_expiry_year');
    const cards = new Map<string, PaymentMethod>();
    for (const row of rows) {
      const key = `${row.card_brand}:${row.card_last4}:${row.card_expiry_month}/${row.card_expiry_year}`;
      if (!cards.has(key)) {
        cards.set(key, {
          id: `lpm_${row.id.slice('lsub_'.length)}`,
          brand: row.card_brand,
          last4: row.card_last4,
          expiryMonth: row.card_expiry_month,
          expiryYear: row.card_expiry_year,
        });
      }
    }
    return [...cards.values()];
  }

  async portalUrl(): Promise<string> {
    return LOCAL_PAGES.portal;
  }

  // The paywall's card tab on the local provider is built on another branch (issue 10); until it is merged, the call fails as a provider failure.
  async createTrialSubscription(): Promise<PendingSubscription> {
    throw new BillingProviderError('The local provider has no card tab yet');
  }

  async confirmedSubscription(): Promise<CompletedCheckout | null> {
    return null;
  }

  private async subscriptionRow(id: string): Promise<LocalSubscriptionRow> {
    const row = await this.knex('local_billing_subscriptions').where({ id }).first<LocalSubscriptionRow | undefined>();
    if (!row) throw new Error(`The local provider has no subscription ${id}`);
    return row;
  }
}
