import { FREE_WORKOUTS_PER_WEEK, type UsageStatus } from '../../../../contracts/usage';
import type { Clock } from '../../../shared/kernel';
import { allowanceStatus, spentThisWeek } from '../domain/allowance';
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
    const [standing, count] = await Promise.all([this.subscriptions.standingOf(userId), this.counts.countOf(userId)]);
    return allowanceStatus({ ...standing, spent: spentThisWeek(count, weekStart), weekStart });
  }

  /** Pro travellers spend nothing (their workouts are not counted against a free week). */
  async spend(userId: string): Promise<SpendOutcome> {
    const now = this.clock.now();
    const weekStart = weekStartOf(now);
    const standing = await this.subscriptions.standingOf(userId);
    if (standing.unlimited) {
      return { spent: true, status: allowanceStatus({ ...standing, spent: 0, weekStart }) };
    }
    const counted = await this.counts.spend(userId, weekStart, FREE_WORKOUTS_PER_WEEK, now);
    if (counted) {
      return { spent: true, status: allowanceStatus({ ...standing, spent: spentThisWeek(counted, weekStart), weekStart }) };
    }
    const count = await this.counts.countOf(userId);
    return { spent: false, status: allowanceStatus({ ...standing, spent: spentThisWeek(count, weekStart), weekStart }) };
  }

  /** Clears a count left from an earlier week; the current week's count is never cleared. */
  async rollOver(userId: string): Promise<{ rolledOver: boolean; status: UsageStatus }> {
    const now = this.clock.now();
    const rolledOver = await this.counts.rollOver(userId, weekStartOf(now), now);
    return { rolledOver, status: await this.statusOf(userId) };
  }
}
