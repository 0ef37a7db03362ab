import type { UsageStatus } from '../../../../../contracts/usage';

export interface AllowanceSpend {
  /** False: nothing was left (a parallel request took the last one); nothing changed. */
  spent: boolean;
  /** The allowance after this attempt. */
  status: UsageStatus;
}

/**
 * The weekly allowance as workout generation needs it: what a user has left,
 * then spending one. `spend` is a single guarded statement, so parallel
 * requests never spend more than the free plan's two a week; trial and active
 * subscribers spend nothing.
 *
 * Implemented by the usage module, which owns the counts, and bound by
 * `usage.module.ts` to `WorkoutsTokens.Allowance` (ADR 0007): the dependency
 * points from usage to workouts, never back.
 */
export interface WorkoutAllowance {
  statusOf(userId: string): Promise<UsageStatus>;
  spend(userId: string): Promise<AllowanceSpend>;
}
