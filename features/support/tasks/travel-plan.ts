import assert from 'node:assert/strict';
import { PLAN_DEFAULTS, type PlanDay, type PlanPreferences, type PlanSession } from '../../../contracts/plans';
import { GENERATOR_MINUTES, type WorkoutPlace } from '../../../contracts/workouts';
import { addDays } from '../../../src/shared/kernel';
import { buildTravelPlan, type BuiltTravelPlan, type PlannedTrip } from '../../../src/modules/plans/domain/build-travel-plan';
import { TEST_CITIES, type TestCityName } from '../../../src/modules/plans/testing/cities';
import { designPlanSession, EXERCISES, type Exercise } from '../../../src/modules/workouts';

/**
 * The planning rules run on the pure planner (`buildTravelPlan` composed with
 * the workouts engine), no app and no database: a traveller's preferences and
 * trips as the scenario states them, the plan built from day 1 = 1 December
 * 2026 (winter on both sides of the Atlantic: Madrid is 6 hours ahead of New
 * York), and what the scenario reads of it.
 */

const FIRST_DAY = '2026-12-01';
const SEED = 'planning-rules';
const byId = new Map<string, Exercise>(EXERCISES.map((exercise) => [exercise.id, exercise]));

export const STAYS = {
  'in a hotel': { hotel: true, gym: false },
  'in a hotel with a gym': { hotel: true, gym: true },
  'with friends': { hotel: false, gym: false },
} as const;
export type Stay = keyof typeof STAYS;

export const PLACES: Readonly<Record<string, WorkoutPlace>> = {
  'the hotel room': 'hotel_room',
  'the gym': 'gym',
  home: 'home',
};

export function cityNamed(name: string) {
  const city = TEST_CITIES[name as TestCityName];
  assert.ok(city, `no test city named ${name}: choose from ${Object.keys(TEST_CITIES).join(', ')}`);
  return city;
}

/** The date of day `n` of the plan (day 1 is the first). */
export const dateOfDay = (n: number): string => addDays(FIRST_DAY, n - 1);

export class TravelPlanning {
  preferences: PlanPreferences = { ...PLAN_DEFAULTS, equipment: [...PLAN_DEFAULTS.equipment], homeCity: null };
  trips: PlannedTrip[] = [];
  built: BuiltTravelPlan | undefined;

  livesIn(cityName: string, daysPerWeek: number, minutes: number): void {
    const city = cityNamed(cityName);
    const usual = GENERATOR_MINUTES.find((choice) => choice === minutes);
    assert.ok(usual, `a plan's sessions last ${GENERATOR_MINUTES.join(', ')} minutes, not ${minutes}`);
    this.preferences = { ...this.preferences, homeCity: city, homeTimeZone: city.timeZone, daysPerWeek, minutes: usual };
  }

  addTrip(cityName: string, leaves: { day: number; time: string }, back: { day: number; time: string }, stay: Stay): void {
    this.trips.push({
      id: `00000000-0000-4000-8000-${String(this.trips.length + 1).padStart(12, '0')}`,
      city: cityNamed(cityName),
      outboundDate: dateOfDay(leaves.day),
      outboundTime: leaves.time,
      returnDate: dateOfDay(back.day),
      returnTime: back.time,
      ...STAYS[stay],
    });
  }

  build(): void {
    this.built = buildTravelPlan({ startDate: FIRST_DAY, preferences: this.preferences, trips: this.trips, seed: SEED }, (request) =>
      designPlanSession(request, 'en'),
    );
  }

  get plan(): BuiltTravelPlan {
    assert.ok(this.built, 'the plan has not been built');
    return this.built;
  }

  day(n: number): PlanDay {
    const day = this.plan.days[n - 1];
    assert.ok(day, `the plan has no day ${n}`);
    return day;
  }

  /** Days `from` to `to` of the plan, both included. */
  days(from: number, to: number): PlanDay[] {
    return this.plan.days.slice(from - 1, to);
  }

  week(n: number): PlanDay[] {
    return this.days((n - 1) * 7 + 1, n * 7);
  }

  sessions(): PlanSession[] {
    return this.plan.days.flatMap((day) => day.sessions);
  }

  session(n: number, slot: PlanSession['slot']): PlanSession {
    const session = this.day(n).sessions.find((s) => s.slot === slot);
    assert.ok(session, `day ${n} has no ${slot} session: ${JSON.stringify(this.day(n).sessions.map((s) => s.slot))}`);
    return session;
  }
}

/** The catalogue's moves of a session. */
export const movesOf = (session: PlanSession): Exercise[] =>
  session.workout.blocks.flatMap((block) => block.items.map((item) => byId.get(item.id) as Exercise));

/** The reps of each counted move of the sessions of some days, by move. */
export function repsByMove(days: readonly PlanDay[]): Map<string, number[]> {
  const reps = new Map<string, number[]>();
  for (const item of days.flatMap((day) => day.sessions.flatMap((s) => s.workout.blocks.flatMap((block) => block.items)))) {
    if (item.reps !== null) reps.set(item.id, [...(reps.get(item.id) ?? []), item.reps]);
  }
  return reps;
}
