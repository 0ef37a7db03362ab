import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema, type CalendarFeedStatus, type PlanSlot } from '../../../contracts/plans';
import type { WorkoutPlace } from '../../../contracts/workouts';
import { storeTravelPlan, travelPlan, type PlannedSession } from '../../../src/app/testing/travel-plan';
import type { Traveller } from './cast';
import { ask, type HttpAnswer } from './http';
import { askAs, identityOf } from './identity';
import type { TravelWorld } from '../world';

/** The plan's calendar feed (features/plans/calendar-feed.feature): a stored plan, the private link, and a calendar app reading it. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "tomorrow", "in 3 days", on the server's clock (UTC). */
export function dateOn(world: TravelWorld, day: string): string {
  const offset = day === 'today' ? 0 : day === 'tomorrow' ? 1 : Number(/^in (\d+) days$/.exec(day)?.[1] ?? NaN);
  assert.ok(Number.isInteger(offset), `"${day}" is not a day this feature knows (today, tomorrow, in N days)`);
  return new Date(world.app!.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

const WHERE: Record<string, { slot: PlanSlot; place: WorkoutPlace }> = {
  'at home': { slot: 'main', place: 'home' },
  'in the hotel room': { slot: 'main', place: 'hotel_room' },
  'at the gate': { slot: 'gate', place: 'airport' },
  'mid-flight': { slot: 'in-flight', place: 'in_transit' },
};

export interface PlannedRow {
  day: string;
  startsAtUtc: string;
  minutes: number;
  where: string;
  workout: string;
}

/** The traveller's plan, as the planner would have stored it, with these sessions and nothing else. */
export async function givePlan(world: TravelWorld, traveller: Traveller, rows: PlannedRow[]): Promise<void> {
  const sessions: PlannedSession[] = rows.map((row) => {
    const where = WHERE[row.where];
    assert.ok(where, `"${row.where}" is not a place this feature knows (${Object.keys(WHERE).join(', ')})`);
    const date = dateOn(world, row.day);
    return { date, ...where, startsAt: `${date}T${row.startsAtUtc}:00Z`, minutes: row.minutes, title: row.workout };
  });
  const plan = travelPlan({ startDate: dateOn(world, 'today'), sessions });
  await storeTravelPlan(world.app!.database, await userIdOf(world, traveller), plan);
}

async function userIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  const row = await world.app!.database('users').where({ email: traveller.email }).first<{ id: string } | undefined>('id');
  assert.ok(row, `${traveller.name} has no account`);
  return row.id;
}

const linksKey = (traveller: Traveller) => `calendar-links/${traveller.name}`;

/** The calendar links the traveller was shown, oldest first. */
export function calendarLinksOf(world: TravelWorld, traveller: Traveller): string[] {
  return JSON.parse(world.remembered.get(linksKey(traveller)) ?? '[]') as string[];
}

/** "Add to calendar": asks for a new link, in the traveller's language, and keeps the address shown. */
export async function addPlanToCalendar(world: TravelWorld, traveller: Traveller, language: 'en' | 'es' = 'en'): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/plan/calendar-feed', identityOf(traveller), {
    method: 'POST',
    headers: { 'accept-language': language },
  });
  if (answer.status === 201) {
    const { url } = CalendarFeedCreatedSchema.parse(answer.json);
    world.remembered.set(linksKey(traveller), JSON.stringify([...calendarLinksOf(world, traveller), url]));
  }
  return answer;
}

export async function stopCalendarLink(world: TravelWorld, traveller: Traveller): Promise<HttpAnswer> {
  return askAs(world, '/api/plan/calendar-feed', identityOf(traveller), { method: 'DELETE' });
}

export async function calendarLinkStatus(world: TravelWorld, traveller: Traveller): Promise<CalendarFeedStatus> {
  const answer = await askAs(world, '/api/plan/calendar-feed', identityOf(traveller));
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return CalendarFeedStatusSchema.parse(answer.json);
}

export interface CalendarEventSeen {
  start: Date;
  end: Date;
  title: string;
  description: string;
  url: string;
}

/** What a calendar app subscribed to the link reads: the address is all it has (no sign-in), on this app's origin. */
export async function readCalendar(world: TravelWorld, link: string): Promise<HttpAnswer> {
  return ask(world, new URL(link).pathname);
}

export function calendarIn(answer: HttpAnswer): { name: string; events: CalendarEventSeen[] } {
  assert.equal(answer.status, 200, `the calendar app got ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(answer.text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      title: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}
