import type { UsageStatus } from '../../../../contracts/usage';
import type { Result } from '../../../shared/kernel';
import type { AccountsFacade, IdentifyFailure, IdentityClaims } from '../../accounts';
import type { AllowanceService } from './allowance.service';

/**
 * `POST /api/usage/reset` (spec 1 §7: success, allowed, remaining). The spec's
 * client calls it when it sees a new week start; the server decides whether a
 * week has really passed. It only rolls over a count left from an earlier week
 * (Monday 00:00 UTC by the server's clock): a caller can never clear the
 * current week's count, so the free plan's limit holds whatever a client sends.
 */
export class ResetUsageUseCase {
  constructor(
    private readonly accounts: AccountsFacade,
    private readonly allowance: AllowanceService,
  ) {}

  async execute(claims: IdentityClaims): Promise<Result<{ rolledOver: boolean; status: UsageStatus }, IdentifyFailure>> {
    const viewer = await this.accounts.identify(claims);
    if (!viewer.ok) return viewer;
    return { ok: true, value: await this.allowance.rollOver(viewer.value.userId) };
  }
}
