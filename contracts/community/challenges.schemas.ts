import { z } from 'zod';
import { DeviceIdSchema } from '../accounts/identity.schema';
import { LocaleSchema } from '../sdui/envelope.schema';
import { isoDateTime } from '../common/date-time.schema';

/**
 * Group challenges (spec 2 §2 Challenges, §3 group_challenges and
 * challenge_participants, §7, §8, §9; DECISIONS.md "Challenge progress by
 * type"). Titles and descriptions come in the request's language. Answers
 * name no traveller: a participation is the caller's own.
 */

export const CHALLENGE_TYPES = ['points_race', 'streak_battle', 'city_conquest', 'team_challenge'] as const;
export const ChallengeTypeSchema = z.enum(CHALLENGE_TYPES);
export type ChallengeType = z.infer<typeof ChallengeTypeSchema>;

/**
 * Where a challenge stands now, from its dates: `upcoming` before its start
 * (it may already be joined), `active` until its end, `completed` after.
 */
export const CHALLENGE_STATUSES = ['upcoming', 'active', 'completed'] as const;
export const ChallengeStatusSchema = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatusSchema>;

/** Spec 2 §9 (maxParticipants 100); how far back "recent" reaches and the longest list are ours. */
export const CHALLENGE_LIMITS = {
  maxParticipants: 100,
  /** Ended challenges stay on the list this many days. */
  recentDays: 7,
  /** The most challenges one list answers. */
  listMax: 50,
} as const;

/** `GET /api/challenges`: the language of the titles, else Accept-Language. */
export const ChallengesQuerySchema = z.object({ lang: LocaleSchema.optional() }).strict();

/**
 * The per-traveller calls: `uid` may name the caller's own device (spec 2 §7;
 * another's is refused with 403, DECISIONS.md "who is who"), `lang` the
 * language of the titles.
 */
export const ChallengeUidQuerySchema = z.object({ uid: DeviceIdSchema.optional(), lang: LocaleSchema.optional() }).strict();

/** `/api/challenges/{id}/join`: an id that is not a uuid names no challenge (404). */
export const ChallengePathSchema = z.object({ id: z.string().uuid() });

export const ChallengeSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    description: z.string().nullable(),
    type: ChallengeTypeSchema,
    /** Points, streak days, cities or team points, by type. */
    targetValue: z.number().int().positive(),
    startDate: isoDateTime(),
    endDate: isoDateTime(),
    maxParticipants: z.number().int().positive(),
    participantCount: z.number().int().min(0),
    city: z.string().nullable(),
    country: z.string().nullable(),
    status: ChallengeStatusSchema,
  })
  .strict();
export type Challenge = z.infer<typeof ChallengeSchema>;

/** `GET /api/challenges` (spec 2 §7 "challenges"): open ones, ones about to start, and those ended in the last days. */
export const ChallengesReplySchema = z.object({ challenges: z.array(ChallengeSchema) }).strict();
export type ChallengesReply = z.infer<typeof ChallengesReplySchema>;

/** A challenge the caller joined, with where they stand in it (spec 2 §3 challenge_participants). */
export const UserChallengeSchema = ChallengeSchema.extend({
  currentProgress: z.number().int().min(0),
  /** 1 is first: by progress, the earlier completion first on a tie; equal progress, equal rank. */
  rank: z.number().int().positive(),
  joinedAt: isoDateTime(),
  /** When the target was reached, as the time of the workout that reached it; null until then. */
  completedAt: isoDateTime().nullable(),
}).strict();
export type UserChallenge = z.infer<typeof UserChallengeSchema>;

/** `GET /api/user-challenges?uid=` (spec 2 §7: challenges with currentProgress, rank). */
export const UserChallengesReplySchema = z.object({ challenges: z.array(UserChallengeSchema) }).strict();
export type UserChallengesReply = z.infer<typeof UserChallengesReplySchema>;

/** `POST /api/challenges/{id}/join?uid=` (spec 2 §7 shows no answer): the caller's participation, and whether it already existed. */
export const JoinChallengeReplySchema = z.object({ challenge: UserChallengeSchema, alreadyJoined: z.boolean() }).strict();
export type JoinChallengeReply = z.infer<typeof JoinChallengeReplySchema>;
