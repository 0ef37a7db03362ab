import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { anExercise, aWorkout } from '../../../web/src/features/free/testing/free-fixtures';
import { STORED_WORKOUT_KEY } from '../../../web/src/features/runner/stored-workout';
import type { TravelWorld } from '../world';
import { waitUntilVisible } from './browser';

/** The browser tab holds a free workout with this title and first exercise, as /free leaves it for the runner (session storage). */
export function storeFreeWorkoutTitled(world: TravelWorld, title: string, firstExercise: string): void {
  const base = aWorkout({ title });
  const workout = JSON.stringify({ ...base, blocks: [anExercise({ name: firstExercise }), ...base.blocks] });
  world.visitor.interceptions.push(async (context: BrowserContext) => {
    await context.addInitScript(
      ([key, value]) => {
        const { sessionStorage } = globalThis as unknown as {
          sessionStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
        };
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      },
      [STORED_WORKOUT_KEY, workout] as const,
    );
  });
}

/** Every runner control is inside the window as first drawn, without scrolling. */
export async function assertControlsAboveTheFold(page: Page): Promise<void> {
  const controls = page.locator('.runner-controls button');
  await waitUntilVisible(controls.first(), () => 'the runner shows no controls');
  const height = page.viewportSize()?.height ?? 0;
  for (const box of await controls.evaluateAll((buttons) =>
    buttons.map((b) => (b as unknown as { getBoundingClientRect(): { bottom: number } }).getBoundingClientRect().bottom),
  )) {
    assert.ok(box <= height, `a runner button ends at ${Math.round(box)} px, below the ${height} px window`);
  }
}

export async function pressSpace(page: Page): Promise<void> {
  // On the page, not on a button: Space on a focused button presses that button.
  await page.locator('h1').first().click();
  await page.keyboard.press('Space');
}

export async function assertRunnerOffers(page: Page, name: string): Promise<void> {
  await waitUntilVisible(
    page.locator('.runner-controls').getByRole('button', { name, exact: true }),
    () => `the runner does not offer "${name}"`,
  );
}
