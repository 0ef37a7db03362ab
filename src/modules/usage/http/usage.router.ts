import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { DEVICE_ID_HEADER } from '../../../../contracts/accounts';
import type { UsageStatus } from '../../../../contracts/usage';
import { identityClaims, problem, problemBody, type ViewerGuard } from '../../../shared/http';
import type { AllowanceService } from '../application/allowance.service';
import type { GrantBonusUseCase } from '../application/grant-bonus.use-case';

const s = initServer();

/** 403, not 429: waiting does not help until Monday; subscribing does. The allowance rides in `details`. */
const limitReached = (status: UsageStatus) => problem(403 as const, 'usage.limit-reached', status);

export interface UsageHttpDeps {
  allowance: AllowanceService;
  grantBonus: GrantBonusUseCase;
  viewers: ViewerGuard;
}

/**
 * The allowance and bonus routes (contracts/usage): the edge identifies the
 * caller (bearer, else device id) and answers 401 itself; each route asks the
 * allowance one thing.
 */
export function createUsageRouter({ allowance, grantBonus, viewers }: UsageHttpDeps) {
  return s.router(contract.usage, {
    check: viewers.handle(async ({ viewer }) => ({ status: 200 as const, body: await allowance.statusOf(viewer.userId) })),

    increment: viewers.handle(async ({ viewer }) => {
      const { spent, status } = await allowance.spend(viewer.userId);
      return spent ? { status: 200 as const, body: { success: true as const, ...status } } : limitReached(status);
    }),

    reset: viewers.handle(async ({ viewer }) => {
      const { rolledOver, status } = await allowance.rollOver(viewer.userId);
      return { status: 200 as const, body: { success: true as const, rolledOver, ...status } };
    }),

    grantBonus: async ({ req }) => {
      const result = await grantBonus.execute(identityClaims(req).deviceId);
      if (result.ok) return { status: 200, body: { success: true as const } };
      switch (result.code) {
        case 'usage.device-required':
          return problem(400 as const, result.code, [
            { location: 'headers', field: DEVICE_ID_HEADER, message: problemBody(result.code).error },
          ]);
        case 'usage.bonus-already-granted':
          return { status: 409 as const, body: { success: false as const, ...problemBody(result.code) } };
        case 'accounts.device-linked':
          return problem(401 as const, result.code);
      }
    },
  });
}
