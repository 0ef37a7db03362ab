import type { Knex } from 'knex';
import { rowsOf } from '../../../shared/database/statement';
import type { Clock, EventBus } from '../../../shared/kernel';
import type { StoredSubscription, SubscriptionRepository } from '../application/ports/subscription-repository.port';
import { entitlementOf } from '../domain/entitlement';
import { reconcile } from '../domain/subscription-record';
import { recordOfRow, type SubscriptionRow } from './subscription-row';
import { statusChangeOf } from '../domain/subscription-status-changed.event';

const toStored = (row: SubscriptionRow): StoredSubscription => ({
  userId: row.user_id,
  plan: row.plan_id,
  customerId: row.provider_customer_id,
  record: recordOfRow(row),
});

const toRow = ({ userId, plan, customerId, record }: StoredSubscription) => ({
  user_id: userId,
  provider: record.provider,
  provider_sub_id: record.providerSubId,
  provider_customer_id: customerId,
  plan_id: plan,
  status: record.status,
  plan_price_id: record.planPriceId,
  current_period_end: record.currentPeriodEnd,
  cancel_at_period_end: record.cancelAtPeriodEnd,
  trial_start: record.trialStart,
  trial_end: record.trialEnd,
  observed_at: record.observedAt,
});

/** Every profile read asks it (shared/database/statement.ts). */
const LATEST_OF_USER = 'select * from subscriptions where user_id = $1 order by created_at desc, id desc limit 1';

/** A user's latest subscription, read with `db` (the knex instance or a transaction). */
async function latestIn(db: Knex | Knex.Transaction, userId: string): Promise<StoredSubscription | null> {
  const [row] = await rowsOf<SubscriptionRow>(db, LATEST_OF_USER, [userId]);
  return row ? toStored(row) : null;
}

/** `subscriptions`: one row per provider subscription; a user's latest is their current one. */
export class KnexSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  latestOf(userId: string): Promise<StoredSubscription | null> {
    return latestIn(this.knex, userId);
  }

  async observe(incoming: StoredSubscription): Promise<StoredSubscription> {
    return this.knex.transaction((trx) => this.observeIn(trx, incoming));
  }

  /** `processed_webhook_events` holds the id; a second delivery finds it and changes nothing. */
  async observeEvent(eventId: string, eventType: string, incoming: StoredSubscription): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const stored = await trx('processed_webhook_events')
        .insert({ event_id: eventId, provider: incoming.record.provider, event_type: eventType })
        .onConflict('event_id')
        .ignore()
        .returning('event_id');
      if (stored.length === 0) return false;
      await this.observeIn(trx, incoming);
      return true;
    });
  }

  /**
   * The row is created if missing (a parallel first observation loses the
   * insert and takes the update path), then locked, so two observations of one
   * subscription are reconciled one after the other and neither is lost.
   * When the traveller's status changes with it (their latest subscription's
   * entitlement now), `subscriptions.status-changed` is recorded in the same
   * transaction, so it is announced exactly when the change commits.
   */
  private async observeIn(trx: Knex.Transaction, incoming: StoredSubscription): Promise<StoredSubscription> {
    // One observation of a traveller's subscriptions at a time, so that two
    // parallel ones cannot both see the old status and announce one change twice.
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`subscriptions:${incoming.userId}`]);
    const now = this.clock.now();
    const before = await latestIn(trx, incoming.userId);
    const key = { provider: incoming.record.provider, provider_sub_id: incoming.record.providerSubId };
    await trx('subscriptions').insert(toRow(incoming)).onConflict(['provider', 'provider_sub_id']).ignore();
    const row = await trx('subscriptions').where(key).forUpdate().first<SubscriptionRow>();
    const stored = toStored(row);
    const kept = reconcile(stored.record, incoming.record);
    const result: StoredSubscription = {
      userId: stored.userId,
      plan: stored.plan ?? incoming.plan,
      customerId: stored.customerId ?? incoming.customerId,
      record: kept,
    };
    await trx('subscriptions').where(key).update(toRow(result));
    const after = await latestIn(trx, result.userId);
    const change = statusChangeOf(
      result.userId,
      entitlementOf(before?.record ?? null, now),
      entitlementOf(after?.record ?? null, now),
      now,
    );
    if (change) await this.events.record(trx, change);
    return result;
  }
}
