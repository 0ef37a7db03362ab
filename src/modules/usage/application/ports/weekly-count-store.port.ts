import type { WeeklyCount } from '../../domain/allowance';

/**
 * The per-user weekly count in `usage`, one row per user. Every change is one
 * guarded statement, so parallel requests (from any number of processes) can
 * never spend more than the limit.
 */
export interface WeeklyCountStore {
  countOf(userId: string): Promise<WeeklyCount | undefined>;
  /**
   * Spends one workout of `weekStart` if fewer than `limit` are spent: a count
   * from an earlier week starts again at 1. Answers the new count, or
   * undefined when the limit was already reached (nothing changed).
   */
  spend(userId: string, weekStart: string, limit: number, now: Date): Promise<WeeklyCount | undefined>;
  /** Clears a count left from a week before `weekStart`; true when it did. A current count is never touched. */
  rollOver(userId: string, weekStart: string, now: Date): Promise<boolean>;
}
