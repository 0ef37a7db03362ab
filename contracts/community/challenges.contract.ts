import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  ChallengePathSchema,
  ChallengesQuerySchema,
  ChallengesReplySchema,
  ChallengeUidQuerySchema,
  JoinChallengeReplySchema,
  UserChallengesReplySchema,
} from './challenges.schemas';

const c = initContract();

/**
 * Group challenges (spec 2 §7). The list is open to anyone; the traveller's
 * own challenges and joining identify the caller (bearer, else the device id
 * in `?uid=` or `x-device-id`: anonymous travellers join by device) and act
 * only for them. Codes: `accounts.authentication-required` (401),
 * `accounts.not-your-device` (403), `community.challenge-not-found` (404),
 * `community.challenge-ended` and `community.challenge-full` (409).
 */
export const challengesContract = c.router({
  challenges: {
    method: 'GET',
    path: '/api/challenges',
    query: ChallengesQuerySchema,
    responses: { 200: ChallengesReplySchema, ...commonErrorResponses },
    summary: 'Open, upcoming and recently ended challenges with their participant counts, in the request’s language',
  },
  userChallenges: {
    method: 'GET',
    path: '/api/user-challenges',
    query: ChallengeUidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: UserChallengesReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s challenges with their current progress and rank',
  },
  joinChallenge: {
    method: 'POST',
    path: '/api/challenges/:id/join',
    pathParams: ChallengePathSchema,
    query: ChallengeUidQuerySchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: JoinChallengeReplySchema,
      401: ErrorBodySchema,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'Join a challenge (bearer or device id); joining again changes nothing; refused after its end or when full',
  },
});
