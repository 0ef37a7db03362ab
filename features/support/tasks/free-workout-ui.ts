import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { waitOrFail, waitUntilVisible } from './browser';

/**
 * The free journey in the browser (@ui): /free's wizard, the workout it
 * designs, the runner and the closing screens, found the way a visitor finds
 * them: questions by their legend, answers by their label, buttons and links
 * by their names, in English.
 */

function button(scope: Page | Locator, name: string | RegExp): Locator {
  return scope
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first();
}

/** The title of the wizard's current step ("Time and goal"…), which changes when Next moves on. */
async function stepTitle(page: Page): Promise<string> {
  const title = page.locator('form').getByRole('heading', { level: 2 }).filter({ visible: true }).first();
  return ((await title.textContent()) ?? '').trim();
}

/** Next, then waits until the wizard shows the following step. */
async function nextStep(page: Page): Promise<void> {
  const before = await stepTitle(page);
  await button(page, 'Next').click();
  const stillThere = page.locator('form').getByRole('heading', { level: 2, name: before, exact: true });
  await waitOrFail(
    () => stillThere.waitFor({ state: 'hidden' }),
    () => `Next did not move on from "${before}"`,
  );
}

/**
 * Moves through the wizard until `wanted` shows. The wizard is drawn once the
 * browser's free workout is checked; each step then shows its questions and
 * either Next or, on the last step, Generate.
 */
async function stepUntil(page: Page, wanted: Locator, what: string): Promise<void> {
  for (let step = 1; ; step += 1) {
    await waitUntilVisible(wanted.or(button(page, 'Next')).first(), () => `the wizard does not show ${what}`);
    if (await wanted.isVisible()) return;
    assert.ok(step < 3, `the wizard does not show ${what} on any of its 3 steps`);
    await nextStep(page);
  }
}

/** Answers the wizard's questions in order: each question is a group named by its legend. */
export async function answerWizard(page: Page, answers: [question: string, answer: string][]): Promise<void> {
  for (const [question, answer] of answers) {
    const group = page.getByRole('group', { name: question, exact: true });
    await stepUntil(page, group, `"${question}"`);
    await group.getByRole('radio', { name: answer, exact: true }).check();
  }
}

/** Moves on to the last step, where Generate is, and asks for the workout. */
export async function generateWorkout(page: Page): Promise<void> {
  const generate = button(page, 'Generate my workout');
  await stepUntil(page, generate, 'Generate my workout');
  await generate.click();
}

/** The designed workout: its title, at least three exercise cards, and Start Workout. */
export async function assertWorkoutShown(page: Page): Promise<void> {
  await waitUntilVisible(button(page, 'Start Workout'), () => 'no workout is shown (no Start Workout)');
  const title = page.getByRole('heading', { level: 1 }).filter({ visible: true }).first();
  assert.ok(((await title.textContent()) ?? '').trim().length > 0, 'the workout has no title');
  const cards = await page.getByRole('heading', { level: 3 }).filter({ visible: true }).count();
  assert.ok(cards >= 3, `the workout shows ${cards} exercises`);
  assert.ok(
    await page.getByRole('link', { name: 'Start free trial', exact: true }).isVisible(),
    'no start-trial button beside the workout',
  );
}

export async function startWorkout(page: Page): Promise<void> {
  await button(page, 'Start Workout').click();
}

/** The runner's progress ("exercise 2 of 6"), read from its progress bar. */
/** "Exercise 2 of 5" above the progress bar (the bar itself shows how much of the workout is done). */
const exerciseLine = (page: Page) => page.locator('#runner-progress-text');

async function exerciseProgress(page: Page): Promise<{ number: number; count: number }> {
  await exerciseLine(page).waitFor();
  const [number, count] = ((await exerciseLine(page).textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  return { number: number ?? 0, count: count ?? 0 };
}

/** Where the runner is, as a traveller reads it: which exercise of how many, and the time left. */
async function runnerPlace(page: Page): Promise<string> {
  const progress = await exerciseLine(page).textContent();
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

/**
 * Next Exercise until the last exercise, each time waiting until the runner
 * shows the next one. Next Exercise leaves the runner paused.
 */
export async function skipToLastExercise(page: Page): Promise<void> {
  const { number: first, count } = await exerciseProgress(page);
  assert.ok(count >= 1, 'the runner shows no exercises');
  for (let next = first + 1; next <= count; next += 1) {
    await button(page, 'Next Exercise').click();
    const shown = exerciseLine(page).filter({ hasText: new RegExp(`\\b${next}\\b.*\\b${count}\\b`) });
    await waitOrFail(
      () => shown.waitFor(),
      () => `Next Exercise did not move on to exercise ${next} of ${count}`,
    );
  }
  assert.equal(await button(page, 'Next Exercise').count(), 0, 'Next Exercise is still offered on the last exercise');
}

/** Complete Workout is offered on the last exercise once it runs: Start (or Resume) it first when it is paused. */
export async function completeWorkout(page: Page): Promise<void> {
  const complete = button(page, 'Complete Workout');
  const carryOn = button(page, /^(Start|Resume)$/);
  await waitUntilVisible(complete.or(carryOn).first(), () => 'the runner offers neither Complete Workout nor Start');
  if (!(await complete.isVisible())) await carryOn.click();
  await complete.click();
}

/** `/free?completed=true` with its closing panel. */
export async function assertCompleted(page: Page): Promise<void> {
  await waitOrFail(
    () => page.waitForURL((url) => url.pathname === '/free' && url.searchParams.get('completed') === 'true', { waitUntil: 'commit' }),
    () => `the browser is on ${page.url()}, not /free?completed=true`,
  );
  await waitUntilVisible(
    page.getByRole('heading', { name: 'Well done!', exact: true }),
    () => 'the completion screen does not say "Well done!"',
  );
}

export async function assertAlreadyUsedShown(page: Page): Promise<void> {
  const used = page.getByRole('heading', { name: "You've already used your free workout", exact: true });
  await waitUntilVisible(used, () => 'the page does not say the free workout was already used');
  assert.equal(await page.getByRole('group', { name: 'How long do you have?' }).count(), 0, 'the wizard is still offered');
}

export async function assertTrialOffered(page: Page): Promise<void> {
  const trial = page.getByRole('link', { name: 'Start your 3-day free trial', exact: true }).filter({ visible: true }).first();
  await waitUntilVisible(trial, () => 'the page does not offer the 3-day free trial');
  assert.equal(new URL((await trial.getAttribute('href')) ?? '', 'http://app.invalid').pathname, '/subscribe');
}

/**
 * The exercise cards show each demo without the "Custom" tag, which belongs
 * to the administrators' media page (spec 2 §2). Waits until every demo has
 * drawn, so the tag would have been there.
 */
export async function assertNoInternalTags(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<unknown> } };
    return document.querySelectorAll('.exercise-demo').length >= 3 && document.querySelectorAll('[aria-busy="true"]').length === 0;
  });
  for (const tag of ['Custom', 'Propia']) {
    assert.equal(await page.getByText(tag, { exact: true }).count(), 0, `an exercise card shows the "${tag}" tag`);
  }
}
