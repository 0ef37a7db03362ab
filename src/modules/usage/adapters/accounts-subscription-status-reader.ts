import type { SubscriptionStatus } from '../../../../contracts/accounts';
import type { Clock } from '../../../shared/kernel';
import type { AccountsFacade } from '../../accounts';
import type { SubscriptionStatusReader } from '../application/ports/subscription-status-reader.port';

/**
 * The default `SubscriptionStatusReader` until the subscriptions module lands:
 * the user's `subscriptionStatus` as the accounts facade reads it from `users`.
 * A trial whose end has passed counts as expired, so a stale `trial` never
 * grants unlimited workouts. The subscriptions module will replace this
 * adapter with one reading its own facade (and keep `usage` told through
 * `subscriptions.status-changed`).
 */
export class AccountsSubscriptionStatusReader implements SubscriptionStatusReader {
  constructor(
    private readonly accounts: AccountsFacade,
    private readonly clock: Clock,
  ) {}

  async statusOf(userId: string): Promise<SubscriptionStatus> {
    const user = await this.accounts.userById(userId);
    if (!user) return 'none';
    if (user.subscriptionStatus === 'trial' && user.trialEndsAt && Date.parse(user.trialEndsAt) <= this.clock.now().getTime()) {
      return 'expired';
    }
    return user.subscriptionStatus;
  }
}
