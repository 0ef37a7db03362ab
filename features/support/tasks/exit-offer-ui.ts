import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { waitUntilVisible } from './browser';

const OFFER = /take one more workout on us/i;

/** What the browser refused in each scenario (kept beside the world, which has no field for it). */
const refusalsOf = new WeakMap<TravelWorld, string[]>();

export function useATouchPhone(world: TravelWorld): void {
  world.visitor.viewport = { width: 375, height: 740 };
  world.visitor.touch = true;
}

/** Everything the browser logs as refused under the Content-Security-Policy, from now on. */
export function watchRefusals(world: TravelWorld, page: Page): void {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to (apply|load|execute)/i.test(message.text())) refusals.push(message.text());
  });
  refusalsOf.set(world, refusals);
}

export async function leaveThroughTheTop(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.mouse.move(300, 300);
  await page.mouse.move(300, 5);
  await page.mouse.move(300, -20);
}

/** A finger pulls the page down 160 px in a moment, as towards the browser's bar. */
export async function pullDown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 180, y: 200 }] });
  await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y: 280 }] });
  await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y: 360 }] });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

export const offerDialog = (page: Page) => page.getByRole('dialog', { name: OFFER });

export async function assertOfferOpen(page: Page): Promise<void> {
  await waitUntilVisible(offerDialog(page), () => 'the exit offer did not open');
}

export async function closeOffer(page: Page): Promise<void> {
  await offerDialog(page)
    .getByRole('button', { name: /no thanks|no, gracias/i })
    .click();
  await offerDialog(page).waitFor({ state: 'detached' });
}

/** The offer stays closed: the gesture has been handled (the page answered a round trip) and no dialog appeared. */
export async function assertOfferClosed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        (globalThis as unknown as { requestAnimationFrame(cb: () => void): void }).requestAnimationFrame(() => resolve(null)),
      ),
  );
  assert.equal(await offerDialog(page).count(), 0, 'the exit offer opened again in the same session');
}

export function assertNothingRefused(world: TravelWorld): void {
  const refusals = refusalsOf.get(world);
  assert.ok(refusals, 'the refusals were not watched: watch them when the page opens');
  assert.deepEqual(refusals, [], 'the browser refused something the page asked for');
}
