import type { AllowanceSpend, WorkoutAllowance } from '../../workouts';
import type { UsageStatus } from '../../../../contracts/usage';
import type { AllowanceService } from './allowance.service';

/** The usage module's side of the workouts module's `WorkoutAllowance` port. */
export class UsageWorkoutAllowance implements WorkoutAllowance {
  constructor(private readonly allowance: AllowanceService) {}

  statusOf(userId: string): Promise<UsageStatus> {
    return this.allowance.statusOf(userId);
  }

  spend(userId: string): Promise<AllowanceSpend> {
    return this.allowance.spend(userId);
  }
}
