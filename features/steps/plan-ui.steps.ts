import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { waitUntilVisible } from '../support/tasks/browser';
import {
  addTripOnPage,
  arrivalGuidance,
  chooseHomeAndGenerate,
  daysFromToday,
  downloadCalendar,
  flightDay,
  startTodaysWorkout,
} from '../support/tasks/plan-ui';
import type { TravelWorld } from '../support/world';

const todaysTitles = new WeakMap<TravelWorld, string>();
const calendars = new WeakMap<TravelWorld, string>();
const flightDates = new WeakMap<TravelWorld, string>();

When(
  '{traveller} adds a trip to {string} leaving in {int} days and back {int} days later on the page',
  async function (this: TravelWorld, _who: string, city: string, inDays: number, length: number) {
    flightDates.set(this, daysFromToday(inDays));
    await addTripOnPage(this.currentPage, city, daysFromToday(inDays), daysFromToday(inDays + length));
  },
);

When(
  '{traveller} sets {string} as home, {int} workouts a week, and generates the plan on the page',
  async function (this: TravelWorld, _who: string, home: string, days: number) {
    await chooseHomeAndGenerate(this.currentPage, home, days);
  },
);

Then(
  'the plan shows the flight from {string} to {string} with its departure time and a seated in-flight routine',
  async function (this: TravelWorld, from: string, to: string) {
    const day = await flightDay(this.currentPage);
    const text = (await day.textContent()) ?? '';
    assert.match(text, new RegExp(`${from} → ${to}, departs 07:40 ${from} time`), `the flight day says: ${text}`);
    await waitUntilVisible(day.getByText('In flight, seated', { exact: true }), () => `the flight day has no seated routine: ${text}`);
  },
);

Then(
  'the plan shows the jet-lag guidance for the arrival in {string}, in its local time, as general guidance',
  async function (this: TravelWorld, city: string) {
    const guidance = await arrivalGuidance(this.currentPage);
    const text = (await guidance.textContent()) ?? '';
    assert.match(text, /General guidance, not medical advice\./, text);
    assert.match(text, /You flew west/, text);
    assert.match(text, new RegExp(`Best time to train: \\d\\d:\\d\\d–\\d\\d:\\d\\d ${city} time`), text);
  },
);

When("{traveller} starts today's workout from the plan", async function (this: TravelWorld, _who: string) {
  todaysTitles.set(this, await startTodaysWorkout(this.currentPage));
});

Then("the player shows today's planned workout, ready to start", async function (this: TravelWorld) {
  const title = todaysTitles.get(this);
  assert.ok(title, "today's workout was not started from the plan");
  const page = this.currentPage;
  await waitUntilVisible(page.getByRole('heading', { name: title }), () => `the player does not show "${title}"`);
  await waitUntilVisible(page.getByRole('button', { name: 'Start Workout' }), () => 'the player offers no Start Workout');
});

When('{traveller} adds the plan to her/his/their calendar and downloads the .ics', async function (this: TravelWorld, _who: string) {
  await this.currentPage.goBack();
  calendars.set(this, await downloadCalendar(this.currentPage));
});

Then('the downloaded calendar holds the plan’s sessions, the flight day’s among them', function (this: TravelWorld) {
  const ics = calendars.get(this) ?? '';
  assert.match(ics, /^BEGIN:VCALENDAR/, ics.slice(0, 200));
  assert.ok((ics.match(/BEGIN:VEVENT/g) ?? []).length >= 10, 'the calendar holds fewer than ten sessions');
  const flight = (flightDates.get(this) ?? '').replaceAll('-', '');
  assert.match(ics, new RegExp(`DTSTART[^:\r\n]*:${flight}T`), `no session on the flight day ${flight}`);
});
