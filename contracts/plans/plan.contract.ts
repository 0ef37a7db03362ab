import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { GenerateTravelPlanBodySchema, PlanPreferencesBodySchema, PlanPreferencesReplySchema, TravelPlanReplySchema } from './plan.schemas';

const c = initContract();

/**
 * The 4-week travel plan (issue 14; spec 1 §7 "plan generate" is a bearer
 * path). Every call needs a signed-in account (401
 * `accounts.authentication-required`); building a plan needs Pro access, a
 * trial or a subscription (403 `plans.pro-required`), and counts toward the
 * traveller's `planCount` (spec 1 §3 "Usage").
 */
export const planContract = c.router({
  getPlan: {
    method: 'GET',
    path: '/api/plan',
    headers: IdentityHeadersSchema,
    responses: { 200: TravelPlanReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s stored plan (null before the first) and whether a newer one is being built',
  },
  generatePlan: {
    method: 'POST',
    path: '/api/plan/generate',
    headers: IdentityHeadersSchema,
    body: GenerateTravelPlanBodySchema,
    responses: { 200: TravelPlanReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Build the 28 days from today out of the trips and preferences (Pro)',
  },
  getPreferences: {
    method: 'GET',
    path: '/api/plan/preferences',
    headers: IdentityHeadersSchema,
    responses: { 200: PlanPreferencesReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s planning preferences (defaults until changed)',
  },
  updatePreferences: {
    method: 'PUT',
    path: '/api/plan/preferences',
    headers: IdentityHeadersSchema,
    body: PlanPreferencesBodySchema,
    responses: { 200: PlanPreferencesReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary:
      'Change some of the planning preferences (home city and time zone, days a week, minutes, level, goal, equipment, quiet, no-sweat)',
  },
});
