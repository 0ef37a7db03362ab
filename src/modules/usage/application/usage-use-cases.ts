import type { CheckUsageUseCase } from './check-usage.use-case';
import type { GrantBonusUseCase } from './grant-bonus.use-case';
import type { IncrementUsageUseCase } from './increment-usage.use-case';
import type { ResetUsageUseCase } from './reset-usage.use-case';

/** The use cases behind the usage routes. */
export interface UsageUseCases {
  check: CheckUsageUseCase;
  increment: IncrementUsageUseCase;
  reset: ResetUsageUseCase;
  grantBonus: GrantBonusUseCase;
}
