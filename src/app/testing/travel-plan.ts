import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { PLAN_DAYS, PLAN_DEFAULTS, PLAN_WEEKS, TravelPlanSchema, type PlanSlot, type TravelPlan } from '../../../contracts/plans';
import type { PlanItem, WorkoutPlace } from '../../../contracts/workouts';

/**
 * A stored 4-week plan for tests of what reads it (the calendar feed), built
 * to `TravelPlanSchema` and checked against it, so it cannot drift from what
 * the planner stores. Only the sessions named are planned; other days rest.
 */

export interface PlannedExercise {
  name: string;
  sets?: number;
  /** Timed when no reps are given. */
  seconds?: number;
  reps?: number;
  perSide?: boolean;
}

export interface PlannedSession {
  /** The day, `YYYY-MM-DD`, within the plan's 28 days. */
  date: string;
  slot?: PlanSlot;
  place?: WorkoutPlace;
  /** The instant it starts, ISO 8601 (`2026-12-01T07:30:00Z`). */
  startsAt: string;
  minutes?: number;
  /** The workout's display title; by default the generator's, naming the minutes. */
  title?: string;
  /** The minutes the workout's title names (the session's own by default). */
  workoutMinutes?: number;
  lighter?: boolean;
  exercises?: PlannedExercise[];
}

export interface TravelPlanSpec {
  id?: string;
  startDate: string;
  generatedAt?: string;
  sessions?: PlannedSession[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function item({ name, sets = 2, seconds = 30, reps, perSide = false }: PlannedExercise, index: number): PlanItem {
  const id = `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'move'
  }-${index}`;
  return {
    id,
    animationId: id,
    name,
    sets,
    seconds,
    reps: reps ?? null,
    perSide,
    bodyPart: 'full_body',
    equipment: 'none',
    gifUrl: null,
    instructions: [],
  };
}

export function travelPlan({ id = randomUUID(), startDate, generatedAt, sessions = [] }: TravelPlanSpec): TravelPlan {
  const days = Array.from({ length: PLAN_DAYS }, (_, index) => {
    const date = dayAfter(startDate, index);
    const planned = sessions.filter((session) => session.date === date);
    return {
      date,
      kind: planned.length > 0 ? ('home' as const) : ('rest' as const),
      city: null,
      timeZone: 'UTC',
      flight: null,
      guidance: null,
      sessions: planned.map((session) => {
        const slot = session.slot ?? 'main';
        const minutes = session.minutes ?? 20;
        const workoutMinutes = session.workoutMinutes ?? minutes;
        return {
          id: `${date}-${slot}`,
          slot,
          place: session.place ?? (slot === 'in-flight' ? 'in_transit' : slot === 'gate' ? 'airport' : 'home'),
          minutes,
          startsAt: session.startsAt,
          localTime: new Date(session.startsAt).toISOString().slice(11, 16),
          timeZone: 'UTC',
          lighter: session.lighter ?? false,
          workout: {
            title: session.title ?? 'Home Full Body Workout',
            displayTitle: session.title ?? `${workoutMinutes}-Minute Home Full Body Workout`,
            durationMinutes: workoutMinutes,
            intensity: 'intermediate' as const,
            blocks: [{ name: 'Main', items: (session.exercises ?? [{ name: 'Squat', reps: 12 }]).map(item) }],
          },
        };
      }),
    };
  });
  const weeks = Array.from({ length: PLAN_WEEKS }, (_, index) => ({
    index: index + 1,
    homeWeek: true,
    plannedMinutes: days.slice(index * 7, index * 7 + 7).reduce((sum, day) => sum + day.sessions.reduce((s, x) => s + x.minutes, 0), 0),
  }));
  return TravelPlanSchema.parse({
    id,
    generatedAt: generatedAt ?? `${startDate}T06:00:00.000Z`,
    startDate,
    endDate: dayAfter(startDate, PLAN_DAYS - 1),
    preferences: { ...PLAN_DEFAULTS, equipment: [], homeCity: null },
    weeks,
    days,
  });
}

/** Stores the plan as the traveller's current one (`travel_plans`), replacing any: the same plan in each language, as the plans module keeps it. */
export async function storeTravelPlan(knex: Knex, userId: string, plan: TravelPlan): Promise<void> {
  await knex('travel_plans')
    .insert({
      user_id: userId,
      id: plan.id,
      plan: JSON.stringify({ en: plan, es: plan }),
      generated_at: plan.generatedAt,
      stale_since: null,
    })
    .onConflict('user_id')
    .merge(['id', 'plan', 'generated_at', 'stale_since']);
}
