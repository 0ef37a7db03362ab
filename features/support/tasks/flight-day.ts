import { randomUUID } from 'node:crypto';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { mondayDateOf, type Weekday } from './clock';
import type { HttpAnswer } from './http';
import { askAs, identityOf } from './identity';
import { localInstant, setClock } from './session-progress';

/**
 * Flight-day credit (issue 14, ADR 0043) as a traveller's app meets it: the
 * travel plan's flight day, and its in-flight routine finished in the
 * generator's player (`POST /api/workout/complete` naming the plan session).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const flightDays = new WeakMap<TravelWorld, string>();

/** `YYYY-MM-DD` of that weekday in the week the scenario's weekdays are in (`localInstant`'s week). */
export function dateOfWeekday(weekday: Weekday): string {
  const monday = Date.parse(`${mondayDateOf(new Date())}T00:00:00Z`);
  return new Date(monday + WEEKDAYS.indexOf(weekday) * DAY_MS).toISOString().slice(0, 10);
}

/** The flight day of the traveller's plan, as the plan gives it to the player. */
export function planFlightOn(world: TravelWorld, weekday: Weekday): void {
  flightDays.set(world, dateOfWeekday(weekday));
}

/**
 * Finishes the plan's in-flight routine (a seated 8-minute routine, every set
 * done) at a local time, as the player sends it: done in transit (or where
 * `context` says), naming the plan's flight day and the `in-flight` slot.
 */
export async function finishInFlightRoutine(
  world: TravelWorld,
  traveller: Traveller,
  when: { weekday: Weekday; time: string; timeZone: string },
  context = 'in_transit',
): Promise<HttpAnswer> {
  const flightDay = flightDays.get(world);
  if (!flightDay) throw new Error("The scenario has not given the traveller's plan a flight day");
  setClock(world, localInstant(when.weekday, when.time, when.timeZone));
  const body = {
    completionId: randomUUID(),
    name: 'In-flight routine',
    durationMin: 8,
    context,
    setsDone: 6,
    setsPlanned: 6,
    timezone: when.timeZone,
    plan: { date: flightDay, slot: 'in-flight' },
  };
  return askAs(world, '/api/workout/complete', identityOf(traveller), { method: 'POST', body });
}
