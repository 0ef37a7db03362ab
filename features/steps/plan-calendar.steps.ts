import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { PLAN_ERRORS } from '../../contracts/plans';
import { lastAnswer } from '../support/tasks/http';
import {
  addPlanToCalendar,
  calendarIn,
  calendarLinksOf,
  calendarLinkStatus,
  dateOn,
  givePlan,
  readCalendar,
  stopCalendarLink,
} from '../support/tasks/plan-calendar';
import { assertTold } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/** The plan in a calendar app (features/plans/calendar-feed.feature). */

const timeOf = (instant: Date) => instant.toISOString().slice(11, 16);

Given("{whose} plan has these sessions", async function (this: TravelWorld, whose: string, table: DataTable) {
  const rows = table.hashes().map((row) => ({
    day: row['day']!,
    startsAtUtc: row['starts at (UTC)']!,
    minutes: Number(row['minutes']),
    where: row['where']!,
    workout: row['workout']!,
  }));
  await givePlan(this, this.cast.whose(whose), rows);
});

Given('{traveller} has added her/his/their plan to her/his/their calendar', async function (this: TravelWorld, who: string) {
  const answer = await addPlanToCalendar(this, this.cast.who(who));
  assert.equal(answer.status, 201, `no calendar link: ${answer.status} ${answer.text.slice(0, 300)}`);
});

When(
  /^([A-Z][a-z]+) adds (?:her|his|their) plan to (?:her|his|their) calendar( again| in Spanish)?$/,
  async function (this: TravelWorld, who: string, how: string | undefined) {
    await addPlanToCalendar(this, this.cast.who(who), how === ' in Spanish' ? 'es' : 'en');
  },
);

When('{traveller} stops her/his/their calendar link', async function (this: TravelWorld, who: string) {
  const answer = await stopCalendarLink(this, this.cast.who(who));
  assert.equal(answer.status, 204, `the link was not stopped: ${answer.status} ${answer.text.slice(0, 300)}`);
});

Then(
  "{whose} calendar app shows the calendar {string} with these events",
  async function (this: TravelWorld, whose: string, name: string, table: DataTable) {
    const link = calendarLinksOf(this, this.cast.whose(whose)).at(-1);
    assert.ok(link, 'no calendar link was made');
    const calendar = calendarIn(await readCalendar(this, link));
    assert.equal(calendar.name, name);
    assert.deepEqual(
      calendar.events.map((event) => ({
        day: event.start.toISOString().slice(0, 10),
        startsAt: timeOf(event.start),
        endsAt: timeOf(event.end),
        title: event.title,
        says: event.description.split('\n')[0],
      })),
      table.hashes().map((row) => ({
        day: dateOn(this, row['day']!),
        startsAt: row['starts at (UTC)'],
        endsAt: row['ends at (UTC)'],
        title: row['title'],
        says: row['says'],
      })),
    );
  },
);

Then("{whose} calendar app shows the calendar {string} with no events", async function (this: TravelWorld, whose: string, name: string) {
  const link = calendarLinksOf(this, this.cast.whose(whose)).at(-1);
  assert.ok(link, 'no calendar link was made');
  const calendar = calendarIn(await readCalendar(this, link));
  assert.deepEqual({ name: calendar.name, events: calendar.events.length }, { name, events: 0 });
});

Then('each event links back to start its session in TravelFit', function (this: TravelWorld) {
  const { events } = calendarIn(lastAnswer(this));
  assert.ok(events.length > 0, 'the calendar has no events');
  for (const event of events) {
    const link = new URL(event.url);
    assert.equal(link.pathname, '/plan');
    assert.equal(link.searchParams.get('day'), event.start.toISOString().slice(0, 10));
    assert.ok(link.searchParams.get('session'), `${event.url} names no session`);
    assert.ok(event.description.endsWith(`Start it in TravelFit: ${event.url}`), event.description);
  }
});

Then(
  /^a calendar app on ([A-Z][a-z]+)'s (first |new )?link is told the link no longer works$/,
  async function (this: TravelWorld, who: string, which: string | undefined) {
    const links = calendarLinksOf(this, this.cast.named(who));
    const link = which === 'first ' ? links[0] : links.at(-1);
    assert.ok(link, `${who} has no such link`);
    const answer = await readCalendar(this, link);
    assert.equal(answer.status, 404, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    assertTold(answer, PLAN_ERRORS['plans.calendar-feed-not-found']);
  },
);

Then(/^a calendar app on ([A-Z][a-z]+)'s new link shows (\d+) events?$/, async function (this: TravelWorld, who: string, count: string) {
  const link = calendarLinksOf(this, this.cast.named(who)).at(-1);
  assert.ok(link, `${who} has no link`);
  assert.equal(calendarIn(await readCalendar(this, link)).events.length, Number(count));
});

Then('{traveller} has no calendar link', async function (this: TravelWorld, who: string) {
  assert.deepEqual(await calendarLinkStatus(this, this.cast.who(who)), { active: false, createdAt: null });
});

Then('{traveller} is told travel plans are part of TravelFit Pro', function (this: TravelWorld, _who: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 403, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertTold(answer, PLAN_ERRORS['plans.pro-required']);
});
