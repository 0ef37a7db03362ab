import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './browser';

/**
 * The free journey in the browser (@ui): /free's wizard, the workout it
 * designs, the runner and the closing screens, found the way a visitor finds
 * them: questions by their legend, answers by their label, buttons and links
 * by their names, in English.
 */

function button(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('button', { name, exact: typeof name === 'string' }).filter({ visible: true }).first();
}

/**
 * Answers the wizard's questions in order: each question is a group named by
 * its legend; when it is not on the current step, Next moves on until it is.
 */
export async function answerWizard(page: Page, answers: [question: string, answer: string][]): Promise<void> {
  for (const [question, answer] of answers) {
    const group = page.getByRole('group', { name: question, exact: true });
    for (let step = 0; step < 3 && !(await group.isVisible()); step += 1) {
      await button(page, 'Next').click();
      await page.getByRole('heading', { level: 2 }).filter({ visible: true }).first().waitFor();
    }
    assert.ok(await group.isVisible(), `the wizard does not ask "${question}"`);
    await group.getByRole('radio', { name: answer, exact: true }).check();
  }
}

/** Moves on to the last step, where Generate is, and asks for the workout. */
export async function generateWorkout(page: Page): Promise<void> {
  const generate = button(page, 'Generate my workout');
  for (let step = 0; step < 3 && !(await generate.isVisible()); step += 1) await button(page, 'Next').click();
  await generate.click();
}

/** The designed workout: its title, at least three exercise cards, and Start Workout. */
export async function assertWorkoutShown(page: Page): Promise<void> {
  const start = button(page, 'Start Workout');
  await start.waitFor({ state: 'visible', timeout: 10_000 });
  const title = page.getByRole('heading', { level: 1 }).filter({ visible: true }).first();
  assert.ok(((await title.textContent()) ?? '').trim().length > 0, 'the workout has no title');
  const cards = await page.getByRole('heading', { level: 3 }).filter({ visible: true }).count();
  assert.ok(cards >= 3, `the workout shows ${cards} exercises`);
  assert.ok(await page.getByRole('link', { name: 'Start free trial', exact: true }).isVisible(), 'no start-trial button beside the workout');
}

export async function startWorkout(page: Page): Promise<void> {
  await button(page, 'Start Workout').click();
}

/**
 * Next Exercise until the last exercise. Next Exercise leaves the runner
 * paused; on the last exercise Complete Workout is offered once it runs.
 */
export async function skipToLastExercise(page: Page): Promise<void> {
  await page.getByRole('timer').waitFor();
  const next = button(page, 'Next Exercise');
  for (let skipped = 0; skipped < 100 && (await next.isVisible()); skipped += 1) await next.click();
  assert.ok(!(await next.isVisible()), 'Next Exercise is still offered after 100 skips');
}

/** Where the runner is, as a traveller reads it: which exercise of how many, and the time left. */
async function runnerPlace(page: Page): Promise<string> {
  const progress = await page.getByRole('progressbar', { name: 'Workout progress' }).getAttribute('aria-valuetext');
  const time = await page.getByRole('timer').textContent();
  return `${progress}, ${time}`;
}

/** Reloads the runner page; returns where the runner was just before. */
export async function reloadRunner(page: Page): Promise<string> {
  const before = await runnerPlace(page);
  await page.reload();
  await page.getByRole('timer').waitFor();
  return before;
}

/** The runner is at `place` (from `reloadRunner`), paused: Resume is offered. */
export async function assertRunnerAt(page: Page, place: string): Promise<void> {
  await button(page, 'Resume').waitFor({ state: 'visible' });
  assert.equal(await runnerPlace(page), place, 'where the runner is after the reload');
}

export async function completeWorkout(page: Page): Promise<void> {
  const complete = button(page, 'Complete Workout');
  if (!(await complete.isVisible())) {
    const carryOn = page
      .getByRole('button', { name: /^(Start|Resume)$/ })
      .filter({ visible: true })
      .first();
    if (await carryOn.isVisible()) await carryOn.click();
  }
  await complete.click();
}

/** `/free?completed=true` with its closing panel. */
export async function assertCompleted(page: Page): Promise<void> {
  const done = await eventually(async () => {
    const url = new URL(page.url());
    return url.pathname === '/free' && url.searchParams.get('completed') === 'true';
  }, 5_000);
  assert.ok(done, `the browser is on ${page.url()}, not /free?completed=true`);
  await page.getByRole('heading', { name: 'Well done!', exact: true }).waitFor({ state: 'visible' });
}

export async function assertAlreadyUsedShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: "You've already used your free workout", exact: true }).waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('group', { name: 'How long do you have?' }).count(), 0, 'the wizard is still offered');
}

export async function assertTrialOffered(page: Page): Promise<void> {
  const trial = page.getByRole('link', { name: 'Start your 3-day free trial', exact: true }).filter({ visible: true }).first();
  await trial.waitFor({ state: 'visible' });
  assert.equal(new URL((await trial.getAttribute('href')) ?? '', 'http://app.invalid').pathname, '/subscribe');
}
