import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { AdminAnalyticsReplySchema, TrackEventBodySchema } from './analytics.schemas';

const c = initContract();

/**
 * First-party analytics (spec 2 §7; docs/adr/0045). Recording needs a caller
 * (a device id or a bearer token: 401 otherwise) and answers 204 whether the
 * event was kept or, because the request says `DNT: 1` or `Sec-GPC: 1`,
 * dropped. 400 for an unknown event or bad `eventData`; 429
 * (`analytics.rate-limited`, `Retry-After`) past a traveller's or an
 * address's limit. The report is for administrators only: 401 signed out, 403
 * (`analytics.admin-only`) for anyone not in ADMIN_EMAILS.
 */
export const analyticsContract = c.router({
  track: {
    method: 'POST',
    path: '/api/analytics',
    headers: IdentityHeadersSchema,
    body: TrackEventBodySchema,
    responses: { 204: c.noBody(), 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Record one event (eventName from the allow-list, eventData a JSON object as a string of at most 2 KB)',
  },
  adminReport: {
    method: 'GET',
    path: '/api/admin/analytics',
    headers: IdentityHeadersSchema,
    responses: { 200: AdminAnalyticsReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Administrators (ADMIN_EMAILS) only: events per day for 30 days and the funnel landing → active',
  },
});
