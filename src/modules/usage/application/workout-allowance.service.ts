import type { Result } from '../../../shared/kernel';
import type { AccountsFacade } from '../../accounts';
import type { Admission, AllowanceClaims, AllowanceRefusal, AllowanceSpend, WorkoutAllowance } from '../../workouts';
import type { AllowanceService } from './allowance.service';

/** The usage module's side of the workouts module's `WorkoutAllowance` port. */
export class UsageWorkoutAllowance implements WorkoutAllowance {
  constructor(
    private readonly accounts: AccountsFacade,
    private readonly allowance: AllowanceService,
  ) {}

  async admit(claims: AllowanceClaims): Promise<Result<Admission, AllowanceRefusal>> {
    const viewer = await this.accounts.identify(claims);
    if (!viewer.ok) return viewer;
    const { userId } = viewer.value;
    return { ok: true, value: { userId, status: await this.allowance.statusOf(userId) } };
  }

  spend(userId: string): Promise<AllowanceSpend> {
    return this.allowance.spend(userId);
  }
}
