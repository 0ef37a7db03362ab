import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { ACCOUNT_ERRORS, DEVICE_ID_HEADER } from '../../../../contracts/accounts';
import { USAGE_ERRORS, type UsageStatus } from '../../../../contracts/usage';
import { errorBody } from '../../../shared/http';
import type { IdentifyFailure, IdentityClaims } from '../../accounts';
import type { UsageUseCases } from '../application/usage-use-cases';

const s = initServer();

/** No usable identity: both reasons are a 401, each with its own text. */
function unauthorised(code: IdentifyFailure) {
  switch (code) {
    case 'accounts.authentication-required':
    case 'accounts.device-linked':
      return { status: 401 as const, body: errorBody(ACCOUNT_ERRORS[code], code) };
  }
}

/** 403, not 429: waiting does not help until Monday; subscribing does. The allowance rides in `details`. */
function limitReached(status: UsageStatus) {
  return {
    status: 403 as const,
    body: { error: USAGE_ERRORS['usage.limit-reached'], code: 'usage.limit-reached' as const, details: status },
  };
}

/**
 * The allowance and bonus routes (contracts/usage): parse (the contract did),
 * call one use case, map each outcome. Identity: bearer, else `x-device-id`,
 * else `?uid=`.
 */
export function createUsageRouter(useCases: UsageUseCases) {
  const claimsOf = (headers: { authorization?: string | undefined; [DEVICE_ID_HEADER]?: string | undefined }, uid?: string): IdentityClaims => ({
    authorization: headers.authorization,
    deviceId: headers[DEVICE_ID_HEADER] ?? uid,
  });

  return s.router(contract.usage, {
    check: async ({ headers, query }) => {
      const result = await useCases.check.execute(claimsOf(headers, query.uid));
      return result.ok ? { status: 200, body: result.value } : unauthorised(result.code);
    },

    increment: async ({ headers, query }) => {
      const result = await useCases.increment.execute(claimsOf(headers, query.uid));
      if (!result.ok) return unauthorised(result.code);
      const { spent, status } = result.value;
      return spent ? { status: 200, body: { success: true as const, ...status } } : limitReached(status);
    },

    reset: async ({ headers, query }) => {
      const result = await useCases.reset.execute(claimsOf(headers, query.uid));
      if (!result.ok) return unauthorised(result.code);
      return { status: 200, body: { success: true as const, rolledOver: result.value.rolledOver, ...result.value.status } };
    },

    grantBonus: async ({ headers, query, body }) => {
      const result = await useCases.grantBonus.execute(headers[DEVICE_ID_HEADER] ?? query.uid ?? body?.deviceId);
      if (result.ok) return { status: 200, body: { success: true as const } };
      switch (result.code) {
        case 'usage.device-required':
          return {
            status: 400,
            body: errorBody(USAGE_ERRORS[result.code], result.code, [
              { location: 'headers', field: DEVICE_ID_HEADER, message: USAGE_ERRORS[result.code] },
            ]),
          };
        case 'bonus.already-granted':
          return { status: 409, body: { success: false as const, error: USAGE_ERRORS[result.code], code: result.code } };
      }
    },
  });
}
