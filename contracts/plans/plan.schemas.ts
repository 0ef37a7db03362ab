import { z } from 'zod';
import { text } from '../common/text.schema';
import { GENERATOR_MINUTES, GeneratedPlanSchema, type GeneratorMinutes } from '../workouts/generator.schemas';
import { TimeZoneSchema } from '../workouts/session.schemas';
import { EQUIPMENT_KINDS, WORKOUT_GOALS } from '../workouts/vocabulary';
import { LevelSchema, WorkoutPlaceSchema } from '../workouts/workouts.schemas';
import { CityIdSchema, CitySchema } from './cities.schemas';
import { PlanSlotSchema } from './plan-slots';
import { LocalDateSchema, LocalTimeSchema } from './trips.schemas';
import { isoDateTime } from '../common/date-time.schema';

/**
 * The 4-week travel plan (issue 14; DECISIONS.md "4-week plans" at `/plan`):
 * 28 days from today built from the traveller's trips and preferences, each
 * day with the workouts themselves, so today's is one tap from the
 * generator's player.
 */

export const PLAN_DAYS = 28;
export const PLAN_WEEKS = 4;

export const PLAN_DAYS_PER_WEEK = { min: 2, max: 7 } as const;

/** What a traveller without preferences gets: three 20-minute sessions a week at home, intermediate, general fitness, bodyweight. */
export const PLAN_DEFAULTS = {
  homeTimeZone: 'UTC',
  daysPerWeek: 3,
  minutes: 20,
  level: 'intermediate',
  goal: 'general_fitness',
  equipment: [],
  quiet: false,
  noSweat: false,
} as const;

const preferenceFields = {
  /** Where home is: its time zone is the home time zone and flights are measured from it. */
  homeCityId: CityIdSchema.nullable(),
  homeTimeZone: TimeZoneSchema,
  daysPerWeek: z.number().int().min(PLAN_DAYS_PER_WEEK.min).max(PLAN_DAYS_PER_WEEK.max),
  minutes: z
    .number()
    .int()
    .refine((value): value is GeneratorMinutes => (GENERATOR_MINUTES as readonly number[]).includes(value), 'Minutes must be 10, 20 or 30'),
  level: LevelSchema,
  goal: z.enum(WORKOUT_GOALS),
  /** Equipment at home (bodyweight moves are always in). */
  equipment: z.array(z.enum(EQUIPMENT_KINDS)).max(EQUIPMENT_KINDS.length),
  /** Quiet mode: no jumps and no impact (thin hotel walls, late at night). */
  quiet: z.boolean(),
  /** No-sweat mode: capped intensity, no high-effort intervals (before a meeting). */
  noSweat: z.boolean(),
};

/** `PUT /api/plan/preferences` and the preferences `POST /api/plan/generate` may carry: any of them; the rest stay as they were. */
export const PlanPreferencesBodySchema = z.object(preferenceFields).partial().strict();
export type PlanPreferencesBody = z.infer<typeof PlanPreferencesBodySchema>;

export const PlanPreferencesSchema = z
  .object({ ...preferenceFields, homeCity: CitySchema.nullable() })
  .omit({ homeCityId: true })
  .strict();
export type PlanPreferences = z.infer<typeof PlanPreferencesSchema>;

export const PlanPreferencesReplySchema = z.object({ preferences: PlanPreferencesSchema }).strict();
export type PlanPreferencesReply = z.infer<typeof PlanPreferencesReplySchema>;

/**
 * `POST /api/plan/generate`: an empty body builds the plan from the stored
 * preferences (defaults when none); preferences sent are stored first. The
 * same seed, trips, preferences and day give the same plan.
 */
export const GenerateTravelPlanBodySchema = PlanPreferencesBodySchema.extend({
  seed: z.union([text().max(200), z.number().finite()]).optional(),
}).strict();
export type GenerateTravelPlanBody = z.infer<typeof GenerateTravelPlanBodySchema>;

/**
 * What a day is: at home with a session (`home`) or without (`rest`),
 * flying (`flight`: the outbound or return flight leaves that day), or at the
 * destination (`away`).
 */
export const PLAN_DAY_KINDS = ['home', 'rest', 'flight', 'away'] as const;
export const PlanDayKindSchema = z.enum(PLAN_DAY_KINDS);
export type PlanDayKind = z.infer<typeof PlanDayKindSchema>;

export { PLAN_SLOTS, PlanSlotSchema, type PlanSlot } from './plan-slots';

/** A planned workout: the generator's plan shape (spec 2 §3), without a generation record until it is run. */
export const PlanWorkoutSchema = GeneratedPlanSchema.omit({ generationId: true });
export type PlanWorkout = z.infer<typeof PlanWorkoutSchema>;

export const PlanSessionSchema = z
  .object({
    /** `<date>-<slot>`, unique in the plan. */
    id: z.string().min(1),
    slot: PlanSlotSchema,
    place: WorkoutPlaceSchema,
    minutes: z.number().int().min(5).max(60),
    /** When to do it: the instant, and the wall-clock time in the zone where the traveller will be. */
    startsAt: isoDateTime({ offset: true }),
    localTime: LocalTimeSchema,
    timeZone: TimeZoneSchema,
    /** A lighter session (the day after a long-haul arrival). */
    lighter: z.boolean(),
    workout: PlanWorkoutSchema,
  })
  .strict();
export type PlanSession = z.infer<typeof PlanSessionSchema>;

export const PlanFlightSchema = z
  .object({
    direction: z.enum(['outbound', 'return']),
    tripId: z.string().uuid(),
    /** Null when the traveller has not set a home city (home is then only a time zone). */
    from: CitySchema.nullable(),
    to: CitySchema.nullable(),
    departsAt: isoDateTime({ offset: true }),
    departureLocalTime: LocalTimeSchema,
    departureTimeZone: TimeZoneSchema,
    /** Estimated from the distance between the cities (the traveller gives departure times only). */
    arrivesAt: isoDateTime({ offset: true }),
    arrivalLocalTime: LocalTimeSchema,
    arrivalTimeZone: TimeZoneSchema,
    /** Hours the clocks move on arrival: positive flying east, negative flying west. */
    timeZoneShiftHours: z.number(),
  })
  .strict();
export type PlanFlight = z.infer<typeof PlanFlightSchema>;

/** A window of local wall-clock time, e.g. 07:00 to 13:00. */
export const TimeWindowSchema = z.object({ from: LocalTimeSchema, to: LocalTimeSchema }).strict();
export type TimeWindow = z.infer<typeof TimeWindowSchema>;

/**
 * Jet-lag timing guidance for the days after an arrival across time zones
 * (issue 14): general guidance, not medical advice. Flying east, train in
 * the morning and early afternoon; flying west, in the late afternoon or
 * early evening. Windows are in the local time of `timeZone`.
 */
export const JetLagGuidanceSchema = z
  .object({
    direction: z.enum(['east', 'west']),
    shiftHours: z.number().positive(),
    timeZone: TimeZoneSchema,
    /** 1 on the arrival day, 2 the day after… */
    dayAfterArrival: z.number().int().min(1),
    trainWindow: TimeWindowSchema,
    avoidWindow: TimeWindowSchema.nullable(),
  })
  .strict();
export type JetLagGuidance = z.infer<typeof JetLagGuidanceSchema>;

export const PlanDaySchema = z
  .object({
    /** The calendar date where the traveller wakes up that day. */
    date: LocalDateSchema,
    kind: PlanDayKindSchema,
    /** Where the traveller is that day (null: at home without a home city set). */
    city: CitySchema.nullable(),
    timeZone: TimeZoneSchema,
    flight: PlanFlightSchema.nullable(),
    guidance: JetLagGuidanceSchema.nullable(),
    /** Empty on a rest day. */
    sessions: z.array(PlanSessionSchema).max(3),
  })
  .strict();
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanWeekSchema = z
  .object({
    index: z.number().int().min(1).max(PLAN_WEEKS),
    /** A week with no travel: its load follows the preference (±15 %) and progresses across the four weeks. */
    homeWeek: z.boolean(),
    plannedMinutes: z.number().int().min(0),
  })
  .strict();
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

export const TravelPlanSchema = z
  .object({
    id: z.string().uuid(),
    generatedAt: isoDateTime({ offset: true }),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    preferences: PlanPreferencesSchema,
    weeks: z.array(PlanWeekSchema).length(PLAN_WEEKS),
    days: z.array(PlanDaySchema).length(PLAN_DAYS),
  })
  .strict();
export type TravelPlan = z.infer<typeof TravelPlanSchema>;

/**
 * `GET /api/plan` and `POST /api/plan/generate`: the stored plan (null before
 * the first), and whether a newer one is being built because a trip changed.
 */
export const TravelPlanReplySchema = z
  .object({
    plan: TravelPlanSchema.nullable(),
    regenerating: z.boolean(),
  })
  .strict();
export type TravelPlanReply = z.infer<typeof TravelPlanReplySchema>;

/** `GET/POST /api/plan/calendar-feed`: the private calendar link (its address is shown once, when made). */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: isoDateTime({ offset: true }).nullable() }).strict();
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedCreatedSchema = z
  .object({
    /** `https://…/api/plan/calendar/<token>.ics`: subscribe to it from a calendar app. */
    url: z.string().url(),
    /** The same feed with the `webcal:` scheme, which calendar apps open directly. */
    webcalUrl: z.string().startsWith('webcal://'),
    createdAt: isoDateTime({ offset: true }),
  })
  .strict();
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

/** The feed's file name: the private token and `.ics`. */
export const CalendarFeedPathSchema = z.object({ feed: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'Calendar not found') }).strict();
