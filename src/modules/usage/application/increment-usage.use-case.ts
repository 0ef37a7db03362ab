import type { Result } from '../../../shared/kernel';
import type { AccountsFacade, IdentifyFailure, IdentityClaims } from '../../accounts';
import type { AllowanceService, SpendOutcome } from './allowance.service';

/**
 * `POST /api/usage/increment`: spends one of the caller's free workouts this
 * week, atomically; `spent: false` when none was left (nothing changed).
 */
export class IncrementUsageUseCase {
  constructor(
    private readonly accounts: AccountsFacade,
    private readonly allowance: AllowanceService,
  ) {}

  async execute(claims: IdentityClaims): Promise<Result<SpendOutcome, IdentifyFailure>> {
    const viewer = await this.accounts.identify(claims);
    if (!viewer.ok) return viewer;
    return { ok: true, value: await this.allowance.spend(viewer.value.userId) };
  }
}
