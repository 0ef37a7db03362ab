import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { CalendarFeedCreatedSchema, CalendarFeedPathSchema, CalendarFeedStatusSchema } from './plan.schemas';

const c = initContract();

/**
 * The plan as a calendar feed (issue 14): a private, revocable address a
 * calendar app subscribes to. Only a hash of its token is stored, so the
 * address is shown once, when made; making it again revokes the old one.
 * Managing it needs a signed-in account with Pro access; reading the feed
 * needs only the address (404 `plans.calendar-feed-not-found` once revoked).
 */
export const calendarContract = c.router({
  calendarFeedStatus: {
    method: 'GET',
    path: '/api/plan/calendar-feed',
    headers: IdentityHeadersSchema,
    responses: { 200: CalendarFeedStatusSchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Whether the caller has a calendar link, and since when',
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/api/plan/calendar-feed',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 201: CalendarFeedCreatedSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Make a new private calendar link (revoking the previous one) and show its address once',
  },
  revokeCalendarFeed: {
    method: 'DELETE',
    path: '/api/plan/calendar-feed',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 204: c.noBody(), 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Revoke the calendar link: calendar apps subscribed to it get nothing more',
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/plan/calendar/:feed',
    pathParams: CalendarFeedPathSchema,
    responses: {
      200: c.otherResponse({ contentType: 'text/calendar', body: z.string() }),
      404: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'The plan’s sessions as an iCalendar feed (text/calendar), each with its title, minutes and a link back to run it',
  },
});
