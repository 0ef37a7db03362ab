import type { UsageStatus } from '../../../../contracts/usage';

/** What other modules (screens…) may read of the allowance. */
export interface UsageFacade {
  /** A user's allowance now (unlimited for trial and active subscribers). */
  statusOf(userId: string): Promise<UsageStatus>;
}
