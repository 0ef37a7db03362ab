import { randomUUID } from 'node:crypto';
import type { PlanId } from '../../../../contracts/subscriptions';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { BillingSettings } from './billing-settings';
import type { CurrentSubscriptionQuery } from './current-subscription.query';
import type { BillingGateway, TrialSubscriptionRequest } from './ports/billing-gateway.port';

/** The e-mail of a signed-in traveller, for the provider's customer record. */
export interface EmailDirectory {
  emailOf(userId: string): Promise<string | null>;
}

export interface TrialRequestDeps {
  gateway: BillingGateway | null;
  current: CurrentSubscriptionQuery;
  emails: EmailDirectory;
  settings: BillingSettings;
}

export type TrialRefusal = 'subscriptions.billing-unavailable' | 'subscriptions.already-subscribed' | 'accounts.authentication-required';

/**
 * What both ways of starting the trial decide before asking the provider (the
 * hosted checkout of /subscribe, the paywall's card tab): billing is on, the
 * traveller is not already subscribed (one subscription at a time), and the
 * plan the client named becomes our price, never one from the request.
 * `operation` names the call, so the provider's idempotency key says what it was for.
 */
export async function trialRequest(
  { gateway, current, emails, settings }: TrialRequestDeps,
  userId: string,
  planId: PlanId,
  operation: string,
): Promise<Result<{ gateway: BillingGateway; request: TrialSubscriptionRequest }, TrialRefusal>> {
  if (!gateway) return fail('subscriptions.billing-unavailable');
  const plan = settings.plans.find((candidate) => candidate.id === planId)!;
  const { entitlement } = await current.of(userId);
  if (entitlement.pro) return fail('subscriptions.already-subscribed');
  const email = await emails.emailOf(userId);
  if (!email) return fail('accounts.authentication-required');
  return ok({
    gateway,
    request: {
      operationId: `${operation}:${randomUUID()}`,
      userId,
      email,
      plan: planId,
      priceId: settings.priceIds[planId],
      trialDays: plan.trialDays,
    },
  });
}
