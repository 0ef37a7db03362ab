import type { UsageStatus } from '../../../../contracts/usage';
import type { Result } from '../../../shared/kernel';
import type { AccountsFacade, IdentifyFailure, IdentityClaims } from '../../accounts';
import type { AllowanceService } from './allowance.service';

/** `GET /api/usage/check`: the caller's allowance now (bearer, else device id). */
export class CheckUsageUseCase {
  constructor(
    private readonly accounts: AccountsFacade,
    private readonly allowance: AllowanceService,
  ) {}

  async execute(claims: IdentityClaims): Promise<Result<UsageStatus, IdentifyFailure>> {
    const viewer = await this.accounts.identify(claims);
    if (!viewer.ok) return viewer;
    return { ok: true, value: await this.allowance.statusOf(viewer.value.userId) };
  }
}
