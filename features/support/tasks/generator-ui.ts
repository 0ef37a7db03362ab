import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import en from '../../../contracts/i18n/en/generator.json';
import es from '../../../contracts/i18n/es/generator.json';
import type { Locale } from '../../../contracts/sdui/envelope.schema';
import type { TravelWorld } from '../world';
import { eventually, waitUntilVisible } from './browser';
import { localeOf } from './screens';
import { LANGUAGE_KEY } from './visitor';

/**
 * The generator at /app in Chromium (web/src/features/generator). Texts come
 * from the generator's catalogue in the scenario's language. The page's
 * clock is Playwright's: installed before the page loads, it runs on its own
 * and the rests are skipped by moving it forward, which the workout's
 * deadline-based timers catch up with as after a sleep.
 */
const catalogues: Record<Locale, Record<string, string>> = { en, es };
const languages = new WeakMap<TravelWorld, Locale>();
/** How far the clock moves while a rest runs: short of a set's 45 s, so no set ever ends by its timer. */
const REST_STEP_MS = 5_000;

const text = (world: TravelWorld, id: string, values?: Record<string, string | number>): string => {
  const locale = languages.get(world) ?? 'en';
  const message = catalogues[locale][id];
  if (message === undefined) throw new Error(`No ${locale} text for ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
};

function page(world: TravelWorld): Page {
  assert.ok(world.page, 'No page is open: a step must open /app first');
  return world.page;
}

/** The traveller's language is stored before the page opens, and the page's clock is the test's. */
export function useLanguage(world: TravelWorld, language: string): void {
  const locale = localeOf(language);
  languages.set(world, locale);
  world.visitor.storage[LANGUAGE_KEY] = locale;
  world.visitor.interceptions.push(async (context) => {
    await context.clock.install();
  });
}

export async function generateOnPage(world: TravelWorld, minutes: number): Promise<void> {
  const current = page(world);
  await current.getByRole('radio', { name: text(world, 'generator.form.minutes', { minutes }), exact: true }).check();
  await current.getByRole('button', { name: text(world, 'generator.form.generate'), exact: true }).click();
}

/** The preview's exercise cards, once the plan has arrived. */
export async function previewedExercises(world: TravelWorld, minutes: number): Promise<number> {
  const current = page(world);
  const title = current.getByTestId('plan-title');
  await waitUntilVisible(title, () => 'The plan preview never showed');
  // The display title names the minutes in either language ("10-Minute …", "… de 10 minutos").
  assert.match((await title.textContent()) ?? '', new RegExp(`(^|\\s)${minutes}[- ]`));
  await waitUntilVisible(
    current.getByRole('button', { name: text(world, 'generator.preview.start'), exact: true }),
    () => 'No Start Workout',
  );
  const count = await current.locator('.generator-preview__card').count();
  assert.ok(count > 0, 'The preview shows no exercise');
  return count;
}

export async function startAndSkip(world: TravelWorld): Promise<void> {
  const current = page(world);
  await current.getByRole('button', { name: text(world, 'generator.preview.start'), exact: true }).click();
  await waitUntilVisible(current.getByTestId('countdown'), () => 'The countdown never showed');
  await current.getByRole('button', { name: text(world, 'generator.countdown.skip'), exact: true }).click();
  await waitUntilVisible(current.getByTestId('timer'), () => 'The workout never started');
}

/**
 * Presses Complete set for every set. During a rest the button is disabled:
 * the clock moves on a few seconds at a time until it is offered again.
 */
export async function completeEverySet(world: TravelWorld): Promise<number> {
  const current = page(world);
  const done = current.getByRole('heading', { name: text(world, 'generator.complete.title'), exact: true });
  const button = current.getByTestId('complete-set');
  let pressed = 0;
  for (let guard = 0; guard < 500; guard += 1) {
    if (await done.isVisible()) return pressed;
    if (await button.isEnabled().catch(() => false)) {
      const before = await current
        .getByTestId('set-position')
        .textContent()
        .catch(() => null);
      await button.click();
      pressed += 1;
      // The press is seen when the set shown changes, a rest starts or the workout ends.
      const moved = await eventually(
        async () =>
          (await done.isVisible()) ||
          (await button.isDisabled().catch(() => false)) ||
          (await current
            .getByTestId('set-position')
            .textContent()
            .catch(() => null)) !== before,
      );
      assert.ok(moved, 'Complete set changed nothing');
    } else {
      const timer = current.getByTestId('timer');
      const shown = await timer.textContent().catch(() => null);
      await current.clock.fastForward(REST_STEP_MS);
      // The page has caught up once the timer shows another time (or the rest or the workout is over).
      await eventually(
        async () =>
          (await done.isVisible()) ||
          (await button.isEnabled().catch(() => false)) ||
          (await timer.textContent().catch(() => null)) !== shown,
      );
    }
  }
  throw new Error('The workout never ended');
}

export async function assertCompleted(world: TravelWorld, exercises: number): Promise<void> {
  const current = page(world);
  await waitUntilVisible(current.getByRole('heading', { name: text(world, 'generator.complete.title'), exact: true }), () => 'No summary');
  const summary = (await current.getByTestId('completion-summary').textContent()) ?? '';
  assert.ok(summary.includes(text(world, 'generator.complete.exercises', { count: exercises })), summary);
  assert.ok(summary.includes(text(world, 'generator.complete.sets', { count: exercises * 3 })), summary);
}

export async function assertRecordedOnce(world: TravelWorld): Promise<void> {
  const sent = () => world.apiRequests.filter((request) => request.method() === 'POST' && request.url().includes('/api/workout/complete'));
  assert.ok(await eventually(async () => sent().length > 0), 'The finished workout was never sent');
  assert.equal(sent().length, 1);
}

/** Switches on one of the form's modes ("Quiet", "No sweat") by its label in the scenario's language. */
export async function switchOn(world: TravelWorld, mode: 'quiet' | 'no-sweat'): Promise<void> {
  await page(world)
    .getByRole('switch', { name: text(world, `generator.form.${mode}`), exact: true })
    .check();
}

/** The body of the plan the page asked for (`POST /api/generate-plan`). */
export function askedPlanBody(world: TravelWorld): Record<string, unknown> {
  const asked = world.apiRequests.filter((request) => request.method() === 'POST' && request.url().includes('/api/generate-plan'));
  const last = asked.at(-1);
  assert.ok(last, 'The page never asked for a plan');
  return last.postDataJSON() as Record<string, unknown>;
}
