import { z } from 'zod';
import { DeviceIdSchema } from '../accounts/identity.schema';
import { text } from '../common/text.schema';
import { LocaleSchema } from '../sdui/envelope.schema';
import { isoDateTime } from '../common/date-time.schema';

/**
 * Progress that travels (spec 2 §2 Leaderboard, City leaderboard, Analytics;
 * §3 workout_sessions, streaks, points, badges, passport, leaderboard entries,
 * city_leaderboards, analytics stats; §5 session input; §7; §9;
 * DECISIONS.md points, streaks, badges, calories, public ids).
 */

/** Spec 2 §9 and DECISIONS.md. */
export const PROGRESS_LIMITS = {
  leaderboardDefault: 50,
  leaderboardMax: 100,
  podium: 3,
  recentSessions: 5,
  topLocations: 6,
  topCities: 20,
} as const;

/** DECISIONS.md "Badges": one catalogue; a code outside it reads as a special achievement. */
export const BADGE_CODES = [
  'FIRST_WORKOUT',
  'STREAK_7',
  'STREAK_30',
  'GATE_WARRIOR',
  'HOTEL_HERO',
  'GLOBETROTTER',
  'CITY_EXPLORER',
  'POINTS_1000',
  'POINTS_5000',
  'CALORIE_CRUSHER',
] as const;
export type BadgeCode = (typeof BADGE_CODES)[number];

/**
 * Who is asking, for the `?uid=` calls (DECISIONS.md "who is who": the
 * caller's own id, never someone else's: another answers 403
 * `accounts.not-your-device`), and the language of the few texts an answer
 * carries (a workout without a name), else Accept-Language.
 */
export const UidQuerySchema = z.object({ uid: DeviceIdSchema.optional(), lang: LocaleSchema.optional() }).strict();
/** `GET /api/analytics/stats`: the language of the texts it carries, else Accept-Language. */
export const LangQuerySchema = z.object({ lang: LocaleSchema.optional() }).strict();

export const EarnedBadgeSchema = z.object({ id: z.string().uuid(), code: z.string(), awardedAt: isoDateTime() }).strict();
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;

/**
 * What a completed session earned, the same after `POST /api/session/complete`
 * and `POST /api/workout/complete`: the session's score (spec 2 §7
 * `session.score`), the traveller's totals after it and the badges it awarded.
 */
export const SessionOutcomeSchema = z
  .object({
    session: z
      .object({
        id: z.string().uuid(),
        score: z.number().int().min(0),
        durationMin: z.number().int(),
        context: z.string(),
        calories: z.number().int().min(0),
        completedAt: isoDateTime(),
      })
      .strict(),
    points: z.object({ total: z.number().int().min(0) }).strict(),
    streak: z.object({ current: z.number().int().min(0), longest: z.number().int().min(0) }).strict(),
    newBadges: z.array(z.object({ code: z.enum(BADGE_CODES) }).strict()),
    /** True when this completion id was already recorded: nothing was counted again. */
    replayed: z.boolean(),
  })
  .strict();
export type SessionOutcome = z.infer<typeof SessionOutcomeSchema>;

/** `GET /api/badges?uid=` (spec 2 §7: badges [id, code]). */
export const BadgesReplySchema = z.object({ badges: z.array(EarnedBadgeSchema) }).strict();
export type BadgesReply = z.infer<typeof BadgesReplySchema>;

export const PassportCitySchema = z
  .object({ city: z.string(), country: z.string(), firstVisitedAt: isoDateTime(), workouts: z.number().int().min(0) })
  .strict();
/** `GET /api/passport?uid=` (spec 2 §7: cityCount, cities), most recent first visit first. */
export const PassportReplySchema = z.object({ cityCount: z.number().int().min(0), cities: z.array(PassportCitySchema) }).strict();
export type PassportReply = z.infer<typeof PassportReplySchema>;

/**
 * A traveller as shared pages show them (DECISIONS.md "Public ids"): a public
 * id (never a device id, token, e-mail or provider id), the label
 * `Traveler-` + its last four characters (or the username a registered
 * traveller chose to show), and whether it is the viewer.
 */
export const PublicTravellerSchema = z.object({ userId: z.string(), label: z.string(), you: z.boolean() }).strict();

export const LeaderboardQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PROGRESS_LIMITS.leaderboardMax).default(PROGRESS_LIMITS.leaderboardDefault),
    uid: DeviceIdSchema.optional(),
  })
  .strict();

export const LeaderboardEntrySchema = PublicTravellerSchema.extend({
  total: z.number().int().min(0),
  rank: z.number().int().min(1),
}).strict();
/**
 * `GET /api/leaderboard?limit=50` (spec 2 §7: leaderboard [userId, total,
 * rank]). Ties share a rank (1, 2, 2, 4). `me` is the viewer's own place when
 * they are known and have points, even far outside the list.
 */
export const LeaderboardReplySchema = z
  .object({
    leaderboard: z.array(LeaderboardEntrySchema),
    me: z
      .object({ userId: z.string(), label: z.string(), total: z.number().int().min(0), rank: z.number().int().min(1) })
      .strict()
      .nullable(),
  })
  .strict();
export type LeaderboardReply = z.infer<typeof LeaderboardReplySchema>;

/** A city summary (spec 2 §2 Most Active Cities; §3 city summary). */
export const CitySummarySchema = z
  .object({ city: z.string(), country: z.string(), totalParticipants: z.number().int().min(0), topScore: z.number().int().min(0) })
  .strict();
export type CitySummary = z.infer<typeof CitySummarySchema>;
/** `GET /api/top-cities`: the most active cities, most travellers first. */
export const TopCitiesReplySchema = z.object({ cities: z.array(CitySummarySchema) }).strict();
export type TopCitiesReply = z.infer<typeof TopCitiesReplySchema>;

/** The city search (spec 2 §5): both trimmed, both required. Forms and the route both check it. */
export const CityLeaderboardParamsSchema = z
  .object({
    city: text({ trim: true }).min(1, 'City is required').max(100),
    country: text({ trim: true }).min(1, 'Country is required').max(100),
  })
  .strict();
/**
 * The path of `GET /api/city-leaderboard/{city}/{country}`, trimmed. A blank
 * part is checked by the route against `CityLeaderboardParamsSchema` and
 * answered 400 naming it (a path the contract refuses would be a 404).
 */
export const CityLeaderboardPathSchema = z.object({ city: text({ trim: true }).max(100), country: text({ trim: true }).max(100) }).strict();
export const CityLeaderboardEntrySchema = PublicTravellerSchema.extend({
  rank: z.number().int().min(1),
  totalPoints: z.number().int().min(0),
  totalWorkouts: z.number().int().min(0),
  currentStreak: z.number().int().min(0),
  lastActiveDate: z.string().date().nullable(),
}).strict();
export const CityLeaderboardReplySchema = z
  .object({ city: z.string(), country: z.string(), leaderboard: z.array(CityLeaderboardEntrySchema) })
  .strict();
export type CityLeaderboardReply = z.infer<typeof CityLeaderboardReplySchema>;

export const RecentWorkoutSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    durationMin: z.number().int(),
    context: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    score: z.number().int().min(0),
    completedAt: isoDateTime(),
  })
  .strict();
export type RecentWorkout = z.infer<typeof RecentWorkoutSchema>;

/** `GET /api/analytics/stats` (spec 2 §3 "Analytics stats"; trial and active only). */
export const AnalyticsStatsSchema = z
  .object({
    totalWorkouts: z.number().int().min(0),
    totalMinutes: z.number().int().min(0),
    totalCalories: z.number().int().min(0),
    streak: z.object({ current: z.number().int().min(0), longest: z.number().int().min(0) }).strict(),
    /** Context code → count. */
    workoutsByType: z.record(z.string(), z.number().int().min(0)),
    /** The top 6 places by workouts. */
    locations: z.array(z.object({ city: z.string(), country: z.string(), workouts: z.number().int().min(1) }).strict()),
    badges: z.array(z.object({ code: z.string(), awardedAt: isoDateTime() }).strict()),
    recentWorkouts: z.array(RecentWorkoutSchema),
  })
  .strict();
export type AnalyticsStats = z.infer<typeof AnalyticsStatsSchema>;

/**
 * `GET /api/history?uid=` (`/account/analytics`: any traveller, their own):
 * totals, this ISO week in the traveller's time zone, total time, current
 * streak and the recent history, newest first.
 */
export const HistoryReplySchema = z
  .object({
    totalWorkouts: z.number().int().min(0),
    thisWeek: z.number().int().min(0),
    totalMinutes: z.number().int().min(0),
    currentStreak: z.number().int().min(0),
    recent: z.array(RecentWorkoutSchema),
  })
  .strict();
export type HistoryReply = z.infer<typeof HistoryReplySchema>;
