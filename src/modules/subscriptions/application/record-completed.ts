import { fail, ok, type Failure, type Result } from '../../../shared/kernel';
import type { CurrentSubscription, CurrentSubscriptionQuery } from './current-subscription.query';
import type { BillingGateway, CompletedCheckout } from './ports/billing-gateway.port';
import type { SubscriptionRepository } from './ports/subscription-repository.port';

export interface RecordCompletedDeps {
  gateway: BillingGateway | null;
  subscriptions: SubscriptionRepository;
  current: CurrentSubscriptionQuery;
}

/**
 * What the checkout return and the paywall's activation share: the provider
 * is asked (by `find`) for the subscription this traveller's own payment
 * created, and only such a subscription is recorded; an id that is made up,
 * someone else's or never paid answers `unknown` and changes nothing. The
 * webhook records the same subscription too; whichever comes first, the
 * record is the same. Answers the traveller's status afterwards.
 */
export async function recordCompleted<Unknown extends string>(
  { gateway, subscriptions, current }: RecordCompletedDeps,
  userId: string,
  unknown: Unknown,
  find: (gateway: BillingGateway) => Promise<CompletedCheckout | null>,
): Promise<Result<CurrentSubscription, 'subscriptions.billing-unavailable'> | Failure<Unknown>> {
  if (!gateway) return fail('subscriptions.billing-unavailable');
  const completed = await find(gateway);
  if (!completed) return fail(unknown);
  await subscriptions.observe({ userId, plan: completed.plan, customerId: completed.customerId, record: completed.subscription });
  return ok(await current.of(userId));
}
