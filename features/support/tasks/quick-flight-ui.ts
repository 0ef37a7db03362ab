import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import generatorPlanEn from '../../../contracts/i18n/en/generator-plan.json';
import quickFlightEn from '../../../contracts/i18n/en/quick-flight.json';
import trainingPlaceEn from '../../../contracts/i18n/en/training-place.json';
import generatorPlanEs from '../../../contracts/i18n/es/generator-plan.json';
import quickFlightEs from '../../../contracts/i18n/es/quick-flight.json';
import trainingPlaceEs from '../../../contracts/i18n/es/training-place.json';
import { SessionOutcomeSchema } from '../../../contracts/gamification/progress.schemas';
import type { Locale } from '../../../contracts/sdui/envelope.schema';
import { quickContext, type QuickContextId } from '../../../contracts/workouts/quick-flight';
import { GenerateWorkoutReplySchema } from '../../../contracts/workouts/workouts.schemas';
import type { TravelWorld } from '../world';
import { pageLanguage, waitForPath, waitOrFail, waitUntilVisible } from './browser';

/**
 * Quick flight mode at /quick-flight in Chromium (web/src/features/quick-flight).
 * Texts come from the feature's catalogue in the page's language. The page's
 * clock is the test's (installed by "uses the app in …"), so the player is
 * moved on by moving that clock, as a phone that was locked would be.
 */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...quickFlightEn, ...generatorPlanEn, ...trainingPlaceEn },
  es: { ...quickFlightEs, ...generatorPlanEs, ...trainingPlaceEs },
};

/** What the last workout marked as completed earned, as the server answered. */
const earned = new WeakMap<TravelWorld, number>();

/** Remembers what the workout earned, as the server answered its completion. */
export function rememberEarned(world: TravelWorld, points: number): void {
  earned.set(world, points);
}

export function pointsEarned(world: TravelWorld): number {
  const points = earned.get(world);
  assert.ok(points !== undefined, 'No workout was marked as completed in this scenario');
  return points;
}

function page(world: TravelWorld): Page {
  assert.ok(world.page, 'No page is open: a step must open /quick-flight first');
  return world.page;
}

async function text(current: Page, id: string, values?: Record<string, string | number>): Promise<string> {
  const locale = (await pageLanguage(current)) === 'es' ? 'es' : 'en';
  const message = catalogues[locale][id];
  assert.ok(message !== undefined, `No ${locale} text for ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}

/** The server's answer for the workout a context was chosen for (a rejection if none came). */
const designed = new WeakMap<TravelWorld, Promise<unknown>>();

export async function chooseContext(world: TravelWorld, context: QuickContextId): Promise<void> {
  const current = page(world);
  const name = await text(current, `quick-flight.context.${context}.name`);
  const answer = current
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/workout/generate' && response.ok())
    .then((response) => response.json());
  // Awaited only by the scenarios that read it; the others must not see its rejection when their page closes.
  answer.catch(() => undefined);
  designed.set(world, answer);
  await current.locator(`button.quick-context[data-context="${context}"]`).filter({ hasText: name }).click();
}

/** The demo ids of the workout the server designed for the chosen context, each once (a move may come back in a later round). */
export async function designedDemoIds(world: TravelWorld): Promise<string[]> {
  const answer = designed.get(world);
  assert.ok(answer, 'No context was chosen in this scenario');
  const { workout } = GenerateWorkoutReplySchema.parse(await answer);
  return [...new Set(workout.blocks.map((exercise) => exercise.animationId))];
}

/** The workout on screen: its title names the context's minutes, and its minutes, safety notes and player are shown. */
export async function assertQuickWorkout(world: TravelWorld, context: QuickContextId): Promise<void> {
  const current = page(world);
  const { minutes } = quickContext(context);
  const title = current.getByRole('heading', { level: 1 });
  await waitUntilVisible(current.getByTestId('exercise-position'), () => 'The workout never showed');
  // The display title names the minutes in either language ("10-Minute …", "… de 10 minutos").
  assert.match((await title.textContent()) ?? '', new RegExp(`(^|\\s)${minutes}[- ]`));
  const count = Number(/\d+/.exec((await current.getByTestId('exercise-count').textContent()) ?? '')?.[0]);
  assert.ok(count > 0, 'The workout counts no exercise');
  assert.ok(await current.locator('.quick-workout__safety li').count(), 'No safety notes are shown');
  const position = await current.getByTestId('exercise-position').textContent();
  assert.equal(position, await text(current, 'quick-flight.player.exercise-of', { number: 1, count }));
}

/** The counter on screen: a timer ("0:35") or a rep counter ("3 / 16"). */
const counterText = async (current: Page): Promise<string> => (await current.locator('.quick-player__count').textContent())?.trim() ?? '';

/** Presses Start, lets `ms` pass on the page's clock, then pauses: the counter has moved on from where it began. */
export async function playFor(world: TravelWorld, ms: number): Promise<void> {
  const current = page(world);
  const before = await counterText(current);
  await current.getByRole('button', { name: await text(current, 'quick-flight.player.start'), exact: true }).click();
  const pause = current.getByRole('button', { name: await text(current, 'quick-flight.player.pause'), exact: true });
  await waitUntilVisible(pause, () => 'Start never turned into Pause');
  await current.clock.fastForward(ms);
  await waitOrFail(
    () =>
      current.waitForFunction((shown) => {
        const doc = (globalThis as unknown as { document: { querySelector(selector: string): { textContent: string | null } | null } })
          .document;
        return doc.querySelector('.quick-player__count')?.textContent?.trim() !== shown;
      }, before),
    () => `The player still shows ${before} after ${ms} ms`,
  );
  await pause.click();
}

/**
 * Marks the workout as completed and waits for the server's answer, which
 * needs `POST /api/session/complete` (issue 12's progress module). It was sent
 * once, for the context's place. Returns the points it says the workout earned.
 */
export async function markCompleted(world: TravelWorld, context: QuickContextId): Promise<void> {
  const current = page(world);
  const answered = current.waitForResponse((response) => new URL(response.url()).pathname === '/api/session/complete');
  await current.getByRole('button', { name: await text(current, 'quick-flight.workout.mark-completed'), exact: true }).click();
  const response = await answered;
  assert.equal(response.status(), 200, `POST /api/session/complete answered ${response.status()}: ${await response.text()}`);
  const sent = world.apiRequests.filter((request) => new URL(request.url()).pathname === '/api/session/complete');
  assert.equal(sent.length, 1, 'The workout was sent to be recorded more than once');
  assert.equal((sent[0]?.postDataJSON() as { context?: unknown }).context, quickContext(context).place);
  earned.set(world, SessionOutcomeSchema.parse(await response.json()).session.score);
}

async function completedAlert(current: Page) {
  const alert = current.getByRole('alert').filter({ hasText: await text(current, 'quick-flight.completed.title') });
  await waitUntilVisible(alert, () => 'No Workout completed alert');
  return alert;
}

export async function assertPointsAlert(world: TravelWorld): Promise<void> {
  const current = page(world);
  const alert = await completedAlert(current);
  const points = pointsEarned(world);
  assert.equal(await alert.getByTestId('points-earned').textContent(), await text(current, 'quick-flight.completed.points', { points }));
}

/** Types the city and the country into "Where are you training?", shown with the workout. */
export async function sayWhereTraining(world: TravelWorld, city: string, country: string): Promise<void> {
  const current = page(world);
  const field = current.getByRole('group', { name: await text(current, 'training-place.title'), exact: true });
  await waitUntilVisible(field, () => 'The workout does not ask where the traveller is training');
  await field.getByLabel(await text(current, 'training-place.city'), { exact: true }).fill(city);
  await field.getByLabel(await text(current, 'training-place.country'), { exact: true }).fill(country);
}

/** The workout was sent with this city and country, and the alert says it counted there. */
export async function assertCountedIn(world: TravelWorld, city: string, country: string): Promise<void> {
  const current = page(world);
  const sent = world.apiRequests.filter((request) => new URL(request.url()).pathname === '/api/session/complete').at(-1);
  assert.ok(sent, 'No workout was sent to be recorded');
  const body = sent.postDataJSON() as { city?: unknown; country?: unknown };
  assert.deepEqual({ city: body.city, country: body.country }, { city, country });
  const alert = await completedAlert(current);
  const note = (await alert.getByTestId('training-place-note').innerText()).replace(/\s+/g, ' ');
  const said = await text(current, 'training-place.note', { city, country });
  assert.ok(note.includes(said), `The alert says "${note}", not "${said}"`);
}

/** Follows the alert's link to the global leaderboard. */
export async function followAlertToLeaderboard(world: TravelWorld): Promise<void> {
  const current = page(world);
  const alert = await completedAlert(current);
  await alert.getByRole('link', { name: await text(current, 'quick-flight.completed.leaderboard'), exact: true }).click();
  await waitForPath(current, '/leaderboard');
}
