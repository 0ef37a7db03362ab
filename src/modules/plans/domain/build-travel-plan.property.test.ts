import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_DAYS, PlanDaySchema, type PlanPreferences, type PlanSession } from '../../../../contracts/plans';
import { EQUIPMENT_KINDS, LEVELS, WORKOUT_GOALS } from '../../../../contracts/workouts';
import { addDays } from '../../../shared/kernel';
import { designPlanSession, EXERCISES, runnerSeconds, type Exercise } from '../../workouts';
import { TEST_CITIES } from '../testing/cities';
import { buildTravelPlan, type PlannedTrip, type SessionRequest, type TravelPlanInput } from './build-travel-plan';

/**
 * The planner's invariants over random trip sets and preferences, composed
 * with the real workouts engine (`designPlanSession`). Every plan is checked
 * against the catalogue on its own terms. Runs are few: each plan designs a
 * dozen to thirty workouts.
 */

const RUNS = { numRuns: 40 };
const byId = new Map<string, Exercise>(EXERCISES.map((exercise) => [exercise.id, exercise]));
const movesOf = (session: PlanSession): Exercise[] =>
  session.workout.blocks.flatMap((block) => block.items.map((item) => byId.get(item.id) as Exercise));
const cities = Object.values(TEST_CITIES);
const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles'];

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 5, 15, 30, 45, 55))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

const preferences: fc.Arbitrary<PlanPreferences> = fc
  .record({
    homeCity: fc.option(fc.constantFrom(...cities), { nil: null }),
    zone: fc.constantFrom(...ZONES),
    daysPerWeek: fc.integer({ min: 2, max: 7 }),
    minutes: fc.constantFrom(10, 20, 30),
    level: fc.constantFrom(...LEVELS),
    goal: fc.constantFrom(...WORKOUT_GOALS),
    equipment: fc.subarray([...EQUIPMENT_KINDS]),
    quiet: fc.boolean(),
    noSweat: fc.boolean(),
  })
  .map(({ zone, homeCity, ...rest }) => ({ ...rest, homeCity, homeTimeZone: homeCity?.timeZone ?? zone }));

const start = fc.integer({ min: 0, max: 730 }).map((day) => addDays('2026-01-01', day));

/** Trips around the 28 days: some under way on day 1, some past the end, some overlapping, some out and back the same day. */
const tripsFrom = (startDate: string): fc.Arbitrary<PlannedTrip[]> =>
  fc.array(
    fc
      .record({
        id: fc.uuid(),
        city: fc.constantFrom(...cities),
        leaves: fc.integer({ min: -12, max: 34 }),
        nights: fc.integer({ min: 0, max: 14 }),
        outboundTime: time,
        returnTime: time,
        hotel: fc.boolean(),
        gym: fc.boolean(),
      })
      .map(({ leaves, nights, ...trip }) => ({
        ...trip,
        outboundDate: addDays(startDate, leaves),
        returnDate: addDays(startDate, leaves + nights),
        returnTime: nights === 0 && trip.returnTime <= trip.outboundTime ? '23:59' : trip.returnTime,
      })),
    { maxLength: 6 },
  );

const inputs: fc.Arbitrary<TravelPlanInput> = fc
  .tuple(start, preferences, fc.oneof(fc.string({ maxLength: 20 }), fc.integer()))
  .chain(([startDate, prefs, seed]) => tripsFrom(startDate).map((trips) => ({ startDate, preferences: prefs, trips, seed })));

const design = (request: SessionRequest) => designPlanSession(request, 'en');
const sessionsOf = (plan: ReturnType<typeof buildTravelPlan>) => plan.days.flatMap((day) => day.sessions);

describe('the travel plan over random trips and preferences', () => {
  it('has 28 consecutive days from the start, each a valid plan day, in four weeks', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = buildTravelPlan(input, design);
        expect(plan.days.map((day) => day.date)).toEqual(Array.from({ length: PLAN_DAYS }, (_, i) => addDays(input.startDate, i)));
        expect(plan.endDate).toBe(addDays(input.startDate, PLAN_DAYS - 1));
        for (const day of plan.days) PlanDaySchema.parse(day);
        expect(plan.weeks.map((week) => week.index)).toEqual([1, 2, 3, 4]);
        expect(new Set(sessionsOf(plan).map((session) => session.id)).size).toBe(sessionsOf(plan).length);
      }),
      RUNS,
    );
  });

  it('keeps every session within its minutes on the generator’s player, and the seated routine between 5 and 8 minutes', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        for (const session of sessionsOf(buildTravelPlan(input, design))) {
          const count = session.workout.blocks.reduce((sum, block) => sum + block.items.length, 0);
          const seconds = runnerSeconds(count, session.workout.intensity);
          expect(session.minutes).toBe(session.workout.durationMinutes);
          expect(Math.abs(session.minutes * 60 - seconds)).toBeLessThanOrEqual(0.1 * seconds);
          if (session.slot === 'in-flight') {
            expect(seconds).toBeGreaterThanOrEqual(5 * 60);
            expect(seconds).toBeLessThanOrEqual(8 * 60);
          }
        }
      }),
      RUNS,
    );
  });

  it('plans only seated moves, none on the floor, in flight, and no jumps in a hotel room, at the gate or in flight', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        for (const session of sessionsOf(buildTravelPlan(input, design))) {
          const moves = movesOf(session);
          if (session.slot === 'in-flight') {
            expect(session.place).toBe('in_transit');
            for (const move of moves) expect([move.posture, move.needsFloor]).toEqual(['seated', false]);
          }
          if (session.place !== 'home' && session.place !== 'gym') expect(moves.filter((move) => move.noisy)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('schedules the gate session before boarding and the seated routine inside the flight', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        for (const day of buildTravelPlan(input, design).days.filter((d) => d.kind === 'flight')) {
          const flight = day.flight!;
          const [gate, inFlight] = day.sessions;
          expect([gate?.slot, inFlight?.slot]).toEqual(['gate', 'in-flight']);
          expect(Date.parse(gate!.startsAt) + gate!.minutes * 60_000).toBeLessThanOrEqual(Date.parse(flight.departsAt) - 45 * 60_000);
          expect(Date.parse(inFlight!.startsAt)).toBeGreaterThanOrEqual(Date.parse(flight.departsAt));
          expect(Date.parse(inFlight!.startsAt) + inFlight!.minutes * 60_000).toBeLessThanOrEqual(Date.parse(flight.arrivesAt));
        }
      }),
      RUNS,
    );
  });

  it('keeps each home week’s load within 15 % of days a week × minutes, with that many session days', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = buildTravelPlan(input, design);
        const { daysPerWeek, minutes } = input.preferences;
        for (const week of plan.weeks.filter((w) => w.homeWeek)) {
          const days = plan.days.slice((week.index - 1) * 7, week.index * 7);
          expect(days.filter((day) => day.kind === 'home')).toHaveLength(daysPerWeek);
          expect(Math.abs(week.plannedMinutes - daysPerWeek * minutes)).toBeLessThanOrEqual(0.15 * daysPerWeek * minutes);
        }
      }),
      RUNS,
    );
  });

  it('gives the same plan for the same input and seed', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(buildTravelPlan(input, design)).toEqual(buildTravelPlan(structuredClone(input), design));
      }),
      { numRuns: 15 },
    );
  });

  it('asks the workouts engine for quiet and no-sweat sessions whenever the traveller chose them', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const asked: SessionRequest[] = [];
        buildTravelPlan(input, (request) => {
          asked.push(request);
          return design(request);
        });
        for (const request of asked) {
          expect([request.quiet, request.noSweat]).toEqual([input.preferences.quiet, input.preferences.noSweat]);
        }
      }),
      { numRuns: 15 },
    );
  });
});
