import {
  PLAN_DAYS,
  PLAN_WEEKS,
  type City,
  type JetLagGuidance,
  type LocalDate,
  type LocalTime,
  type PlanDay,
  type PlanPreferences,
  type PlanSession,
  type PlanSlot,
  type PlanWeek,
  type PlanWorkout,
} from '../../../../contracts/plans';
import type { EquipmentKind, Level, WorkoutGoal, WorkoutPlace } from '../../../../contracts/workouts';
import { addDays, daysBetween } from '../../../shared/kernel';
import { guidanceDays, jetLagGuidance, LONG_HAUL_FROM_HOURS } from './jet-lag';
import { gateSessionTime, inFlightSessionTime, mainSessionTime, USUAL_SESSION_TIME, type SessionTime } from './session-times';
import { chooseTrainingDays, type DayOption } from './training-days';
import { outboundLeg, returnLeg, tripsInWindow, type Home, type Leg } from './travel-legs';
import { lighterMinutes, WEEKLY_VOLUME_SHIFT, weeksOf } from './weekly-load';
import { whereDays, type WhereDay } from './where-days';

/** A stored trip with its city resolved (the city gives the destination's zone and coordinates). */
export interface PlannedTrip {
  id: string;
  city: City;
  outboundDate: LocalDate; // departure from home, local date at home
  outboundTime: LocalTime; // departure from home, local time at home (HH:MM)
  returnDate: LocalDate; // departure from the destination, local date there
  returnTime: LocalTime; // departure from the destination, local time there
  hotel: boolean;
  gym: boolean;
}

export interface TravelPlanInput {
  /** Day 1 of the plan: today in the home time zone. */
  startDate: LocalDate;
  /** The traveller's preferences with their home city resolved (homeCity may be null: home is then only `homeTimeZone`). */
  preferences: PlanPreferences;
  /** The traveller's trips that are not over (any order). */
  trips: readonly PlannedTrip[];
  seed: string | number;
}

/** What one session asks the workouts engine for. */
export interface SessionRequest {
  place: WorkoutPlace;
  minutes: number; // 5–60
  level: Level;
  goal: WorkoutGoal;
  equipment: readonly EquipmentKind[];
  quiet: boolean;
  noSweat: boolean;
  /** The day after a long-haul arrival: easier. */
  lighter: boolean;
  /** −2..+2: 10 % more (or less) reps and holds a step; how the four home weeks progress. */
  volumeShift: number;
  seed: string;
}

/** Designs one session's workout in the plan's language (the workouts engine, sized for the generator's player). Pure. */
export type DesignSession = (request: SessionRequest) => PlanWorkout;

export interface BuiltTravelPlan {
  startDate: LocalDate;
  endDate: LocalDate;
  weeks: PlanWeek[]; // 4
  days: PlanDay[]; // 28, schema PlanDaySchema
}

/** The seated routine in flight: under 10 minutes, so two moves (5 min 40 s to 6 min 10 s on the player). */
export const IN_FLIGHT_MINUTES = 6;
/** The gate wait's session: about 10 minutes of standing moves. */
export const GATE_MINUTES = 10;

interface DayContext {
  day: WhereDay;
  index: number;
  guidance: JetLagGuidance | null;
  lighter: boolean;
  /** The main session's time, or null when the day has no room for one. */
  mainTime: SessionTime | null;
}

/**
 * The 4-week travel plan (issue 14; ADR 0041): 28 days from `startDate`
 * built from the trips and preferences, pure and seeded (no clock, no I/O;
 * the same input and seed give the same plan). Each date is at home, a
 * flight day or away (`whereDays`); a flight day has a gate session before
 * boarding and a seated routine in the middle of the flight; the first full
 * day after a long-haul arrival (5 hours of shift or more) is lighter; each
 * arrival across 3 hours or more brings jet-lag timing guidance, and the
 * main sessions of those days start in its window. Every week has
 * `daysPerWeek` session days (flight days and the lighter day among them),
 * spread out, the others rest; the volume progresses by `WEEKLY_VOLUME_SHIFT`.
 */
export function buildTravelPlan(input: TravelPlanInput, design: DesignSession): BuiltTravelPlan {
  const { preferences } = input;
  const home: Home = { city: preferences.homeCity, timeZone: preferences.homeTimeZone };
  const dates = Array.from({ length: PLAN_DAYS }, (_, index) => addDays(input.startDate, index));
  const endDate = dates[PLAN_DAYS - 1] as LocalDate;
  const trips = tripsInWindow(input.trips, input.startDate, endDate, home).map((trip) => ({
    trip,
    out: outboundLeg(trip, home),
    back: returnLeg(trip, home),
  }));
  const legs = trips.flatMap(({ out, back }) => [out, back]);

  const contexts = whereDays(dates, trips, home).map((day, index): DayContext => {
    const guidance = guidanceOn(day, legs);
    const lighter = day.kind !== 'flight' && isLighterDay(day, legs);
    const minutes = lighter ? lighterMinutes(preferences.minutes) : preferences.minutes;
    const preferred = guidance && guidance.timeZone === day.timeZone ? guidance.trainWindow.from : USUAL_SESSION_TIME;
    const mainTime = day.kind === 'flight' ? null : mainSessionTime(day.date, day.timeZone, preferred, minutes, arrivalOn(day, legs));
    return { day, index, guidance, lighter: lighter && mainTime !== null, mainTime };
  });

  const options = contexts.map(({ day, index, lighter, mainTime }): DayOption => {
    if (day.kind === 'flight') return 'forced';
    if (!mainTime) return 'unavailable';
    // The plan opens with today's workout: the traveller has just asked for it.
    return lighter || index === 0 ? 'forced' : 'free';
  });
  const trained: boolean[] = [];
  for (let week = 0; week < PLAN_WEEKS; week += 1) {
    const dayBefore = week === 0 ? null : (trained[week * 7 - 1] ?? null);
    trained.push(...chooseTrainingDays(options.slice(week * 7, week * 7 + 7), preferences.daysPerWeek, dayBefore));
  }

  const days = contexts.map((context) => planDay(context, trained[context.index] ?? false, input, design));
  return { startDate: input.startDate, endDate, weeks: weeksOf(days), days };
}

/** The latest arrival's guidance that reaches this day: its arrival day, or a following day spent in the arrival zone. */
function guidanceOn(day: WhereDay, legs: readonly Leg[]): JetLagGuidance | null {
  let found: JetLagGuidance | null = null;
  for (const leg of legs) {
    const dayAfterArrival = daysBetween(leg.arrivalDate, day.date) + 1;
    if (dayAfterArrival < 1 || dayAfterArrival > guidanceDays(leg.flight.timeZoneShiftHours)) continue;
    if (dayAfterArrival > 1 && day.timeZone !== leg.flight.arrivalTimeZone) continue;
    found = jetLagGuidance(leg.flight.timeZoneShiftHours, leg.flight.arrivalTimeZone, dayAfterArrival) ?? found;
  }
  return found;
}

/** The first full day after a long-haul arrival, spent where the flight landed. */
const isLighterDay = (day: WhereDay, legs: readonly Leg[]): boolean =>
  legs.some(
    (leg) =>
      Math.abs(leg.flight.timeZoneShiftHours) >= LONG_HAUL_FROM_HOURS &&
      addDays(leg.arrivalDate, 1) === day.date &&
      leg.flight.arrivalTimeZone === day.timeZone,
  );

/** When the traveller lands on this day where they spend it, if they do. */
function arrivalOn(day: WhereDay, legs: readonly Leg[]): Date | null {
  const landing = legs.filter((leg) => leg.arrivalDate === day.date && leg.flight.arrivalTimeZone === day.timeZone);
  return landing.length === 0 ? null : new Date(Math.max(...landing.map((leg) => leg.arrivesAt.getTime())));
}

function planDay(context: DayContext, trained: boolean, input: TravelPlanInput, design: DesignSession): PlanDay {
  const { day, guidance } = context;
  const base = { date: day.date, city: day.city, timeZone: day.timeZone, guidance };
  if (day.kind === 'flight' && day.leg) {
    const { leg } = day;
    const sessions = [
      planSession(day, 'gate', 'airport', gateSessionTime(leg), GATE_MINUTES, false, 0, [], input, design),
      planSession(
        day,
        'in-flight',
        'in_transit',
        inFlightSessionTime(leg, IN_FLIGHT_MINUTES),
        IN_FLIGHT_MINUTES,
        false,
        0,
        [],
        input,
        design,
      ),
    ];
    return { ...base, kind: 'flight', flight: leg.flight, sessions };
  }
  const kind = day.kind === 'away' ? 'away' : trained ? 'home' : 'rest';
  if (!trained || !context.mainTime) return { ...base, kind, flight: null, sessions: [] };
  const { preferences } = input;
  const minutes = context.lighter ? lighterMinutes(preferences.minutes) : preferences.minutes;
  const volumeShift = context.lighter ? 0 : (WEEKLY_VOLUME_SHIFT[Math.floor(context.index / 7)] ?? 0);
  const [place, equipment] = mainPlace(day, preferences.equipment);
  const main = planSession(day, 'main', place, context.mainTime, minutes, context.lighter, volumeShift, equipment, input, design);
  return { ...base, kind, flight: null, sessions: [main] };
}

/**
 * Where the main session is, and with what: at home with the home equipment;
 * away, the gym when the place has one (its dumbbells and bands), else the
 * room (a hotel room, or a flat or a friend's spare room, which have the same
 * floor and the same neighbours below) with a band if the traveller has one
 * (it packs; dumbbells do not).
 */
function mainPlace(day: WhereDay, homeEquipment: readonly EquipmentKind[]): [WorkoutPlace, EquipmentKind[]] {
  if (!day.trip) return ['home', [...homeEquipment]];
  if (day.trip.gym) return ['gym', ['band', 'dumbbell']];
  return ['hotel_room', homeEquipment.filter((kind) => kind === 'band')];
}

function planSession(
  day: WhereDay,
  slot: PlanSlot,
  place: WorkoutPlace,
  time: SessionTime,
  minutes: number,
  lighter: boolean,
  volumeShift: number,
  equipment: readonly EquipmentKind[],
  input: TravelPlanInput,
  design: DesignSession,
): PlanSession {
  const { preferences } = input;
  const workout = design({
    place,
    minutes,
    level: preferences.level,
    goal: preferences.goal,
    equipment,
    quiet: preferences.quiet,
    noSweat: preferences.noSweat,
    lighter,
    volumeShift,
    seed: `${input.seed}|${day.date}|${slot}`,
  });
  return {
    id: `${day.date}-${slot}`,
    slot,
    place,
    minutes: workout.durationMinutes,
    startsAt: time.at.toISOString(),
    localTime: time.localTime,
    timeZone: time.timeZone,
    lighter,
    workout,
  };
}
