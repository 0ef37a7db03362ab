import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/accounts.schemas';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  BonusFailureSchema,
  BonusGrantBodySchema,
  BonusGrantReplySchema,
  UsageIncrementReplySchema,
  UsageLimitReachedSchema,
  UsageQuerySchema,
  UsageResetReplySchema,
  UsageStatusSchema,
} from './usage.schemas';

const c = initContract();

/**
 * The weekly allowance and the exit-offer bonus (spec 1 §6, §7, §9). The
 * allowance routes identify the caller like the profile: a bearer token, else
 * the device id (`x-device-id` header or `?uid=`); without either they answer
 * 401 `Authentication required`.
 */
export const usageContract = c.router({
  check: {
    method: 'GET',
    path: '/api/usage/check',
    query: UsageQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: UsageStatusSchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s weekly allowance: allowed, remaining (−1 unlimited), subscription status, plan, week',
  },
  increment: {
    method: 'POST',
    path: '/api/usage/increment',
    query: UsageQuerySchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 200: UsageIncrementReplySchema, 401: ErrorBodySchema, 403: UsageLimitReachedSchema, ...commonErrorResponses },
    summary: 'Spend one free workout of this week (atomic; trial and active subscribers spend nothing); 403 when none is left',
  },
  reset: {
    method: 'POST',
    path: '/api/usage/reset',
    query: UsageQuerySchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 200: UsageResetReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Roll the count over when a new week (Monday 00:00 UTC) has begun; never clears the current week',
  },
  grantBonus: {
    method: 'POST',
    path: '/api/bonus/grant',
    query: UsageQuerySchema,
    headers: IdentityHeadersSchema,
    body: BonusGrantBodySchema,
    responses: {
      200: BonusGrantReplySchema,
      /** `accounts.device-linked`: the device id belongs to an account, so it speaks for nobody. */
      401: ErrorBodySchema,
      409: BonusFailureSchema,
      ...commonErrorResponses,
      // Declared again after the spread: spread keys type as strings ("400"), which a handler cannot return.
      400: ErrorBodySchema,
    },
    summary: 'The exit offer: one bonus free workout, once per device (x-device-id, ?uid= or body deviceId)',
  },
});
