import type { UsageStatus } from '../../../../../contracts/usage';
import type { Result } from '../../../../shared/kernel';

/** The credentials a generate request carries (both optional). */
export interface AllowanceClaims {
  /** The raw `Authorization` header. */
  authorization?: string | undefined;
  /** `x-device-id` header or `uid` query parameter. */
  deviceId?: string | undefined;
}

export type AllowanceRefusal = 'accounts.authentication-required' | 'accounts.device-linked';

export interface Admission {
  userId: string;
  /** The allowance before this workout. */
  status: UsageStatus;
}

export interface AllowanceSpend {
  /** False: nothing was left (a parallel request took the last one); nothing changed. */
  spent: boolean;
  /** The allowance after this attempt. */
  status: UsageStatus;
}

/**
 * The weekly allowance as workout generation needs it: who is asking and what
 * they have left, then spending one. `spend` is a single guarded statement, so
 * parallel requests never spend more than the free plan's two a week; trial
 * and active subscribers spend nothing.
 *
 * Implemented by the usage module, which owns the counts and asks accounts who
 * is calling, and bound by `usage.module.ts` to `WorkoutsTokens.Allowance`: the
 * dependency points from usage to workouts, never back (accounts already
 * depends on workouts).
 */
export interface WorkoutAllowance {
  admit(claims: AllowanceClaims): Promise<Result<Admission, AllowanceRefusal>>;
  spend(userId: string): Promise<AllowanceSpend>;
}
