import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { GuideFileSchema, JoinWaitlistBodySchema, JoinWaitlistReplySchema, WaitlistQuerySchema } from './waitlist.schemas';

const c = initContract();

/**
 * The landing page's waitlist and its guide by e-mail (spec 2 §2, §7). Joining
 * is public and rate-limited per address (429 with `Retry-After`); the guide
 * is a public PDF made by the app from its own exercise catalogue.
 */
export const waitlistContract = c.router({
  joinWaitlist: {
    method: 'POST',
    path: '/api/waitlist',
    query: WaitlistQuerySchema,
    body: JoinWaitlistBodySchema,
    responses: { 200: JoinWaitlistReplySchema, ...commonErrorResponses },
    summary: 'Join the waitlist (a second sign-up answers the same, without a second entry); answers where the guide is',
  },
  guide: {
    method: 'GET',
    path: '/api/guide/:file',
    pathParams: z.object({ file: GuideFileSchema }),
    responses: {
      200: c.otherResponse({ contentType: 'application/pdf', body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
      404: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'The hotel-workouts guide (PDF) in English (hotel-workouts-en.pdf) or Spanish (hotel-workouts-es.pdf)',
  },
});
