import { FREE_WORKOUTS_PER_WEEK, UNLIMITED, type UsageStatus } from '../../../../contracts/usage';
import type { SubscriptionStatus } from '../../../../contracts/accounts';
import { nextWeekStartOf } from './allowance-week';

/** Where a user stands with their subscription: the status the client shows, and whether it gives unlimited workouts. */
export interface SubscriptionStanding {
  subscriptionStatus: SubscriptionStatus;
  /** Pro access (spec 1 §6): a trial, an active subscription, or a cancelled one whose trial or period has not ended. */
  unlimited: boolean;
}

/** A user's stored count: how many free workouts were spent in the week starting `weekStart`. */
export interface WeeklyCount {
  workoutCount: number;
  weekStart: string;
}

/**
 * Free workouts spent in the current week. A count from an earlier week is
 * spent no more: the week rolled over (spec 1 §4 "resets when the week start
 * changes"). A count stored for a later week than ours (another server's clock
 * already in the next week) is honoured, so a skewed clock never lets a count
 * start again.
 */
export function spentThisWeek(count: WeeklyCount | undefined, currentWeek: string): number {
  if (!count || count.weekStart < currentWeek) return 0;
  return count.workoutCount;
}

/**
 * The allowance a user has now: unlimited (−1) for Pro travellers (trial, active, or cancelled and not yet ended)
 * subscribers, else what is left of the week's two free workouts.
 */
export function allowanceStatus(input: SubscriptionStanding & { spent: number; weekStart: string }): UsageStatus {
  const week = { weekStart: input.weekStart, resetsAt: nextWeekStartOf(input.weekStart).toISOString() };
  if (input.unlimited) {
    return { allowed: true, remaining: UNLIMITED, subscriptionStatus: input.subscriptionStatus, plan: 'pro', limit: UNLIMITED, ...week };
  }
  const remaining = Math.max(0, FREE_WORKOUTS_PER_WEEK - input.spent);
  return {
    allowed: remaining > 0,
    remaining,
    subscriptionStatus: input.subscriptionStatus,
    plan: 'free',
    limit: FREE_WORKOUTS_PER_WEEK,
    ...week,
  };
}
