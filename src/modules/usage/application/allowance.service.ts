import { FREE_WORKOUTS_PER_WEEK, type UsageStatus } from '../../../../contracts/usage';
import type { Clock } from '../../../shared/kernel';
import { allowanceStatus, isUnlimited, spentThisWeek } from '../domain/allowance';
import { weekStartOf } from '../domain/allowance-week';
import type { SubscriptionStatusReader } from './ports/subscription-status-reader.port';
import type { WeeklyCountStore } from './ports/weekly-count-store.port';

export interface SpendOutcome {
  /** False: nothing was left this week; nothing changed. */
  spent: boolean;
  status: UsageStatus;
}

/**
 * A known user's weekly allowance: read it, spend one, roll a past week over.
 * The week comes from the Clock; the count from one guarded statement.
 */
export class AllowanceService {
  constructor(
    private readonly counts: WeeklyCountStore,
    private readonly subscriptions: SubscriptionStatusReader,
    private readonly clock: Clock,
  ) {}

  async statusOf(userId: string): Promise<UsageStatus> {
    const weekStart = weekStartOf(this.clock.now());
    const [subscriptionStatus, count] = await Promise.all([this.subscriptions.statusOf(userId), this.counts.countOf(userId)]);
    return allowanceStatus({ subscriptionStatus, spent: spentThisWeek(count, weekStart), weekStart });
  }

  /** Trial and active subscribers spend nothing (their workouts are not counted against a free week). */
  async spend(userId: string): Promise<SpendOutcome> {
    const now = this.clock.now();
    const weekStart = weekStartOf(now);
    const subscriptionStatus = await this.subscriptions.statusOf(userId);
    if (isUnlimited(subscriptionStatus)) {
      return { spent: true, status: allowanceStatus({ subscriptionStatus, spent: 0, weekStart }) };
    }
    const counted = await this.counts.spend(userId, weekStart, FREE_WORKOUTS_PER_WEEK, now);
    if (counted) {
      return { spent: true, status: allowanceStatus({ subscriptionStatus, spent: spentThisWeek(counted, weekStart), weekStart }) };
    }
    const count = await this.counts.countOf(userId);
    return { spent: false, status: allowanceStatus({ subscriptionStatus, spent: spentThisWeek(count, weekStart), weekStart }) };
  }

  /** Clears a count left from an earlier week; the current week's count is never cleared. */
  async rollOver(userId: string): Promise<{ rolledOver: boolean; status: UsageStatus }> {
    const now = this.clock.now();
    const rolledOver = await this.counts.rollOver(userId, weekStartOf(now), now);
    return { rolledOver, status: await this.statusOf(userId) };
  }
}
