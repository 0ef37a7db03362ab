import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { comeBack, waitUntilVisible } from './browser';

const HEIGHT = /^(height|altura)/i;
const WEIGHT = /^(weight|peso)/i;

/** On the Personal Info form: imperial units, a height in inches and a weight in pounds, then Save (and wait for the answer). */
export async function saveImperialMeasures(page: Page, inches: number, pounds: number): Promise<void> {
  await page.getByLabel(/^imperial/i).check();
  await page.getByLabel(HEIGHT).fill(String(inches));
  await page.getByLabel(WEIGHT).fill(String(pounds));
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/profile'));
  await page.getByRole('button', { name: /^save$/i }).click();
  assert.equal((await saved).status(), 200, 'the profile was not saved');
}

/** A new visit to the Personal Info tab, which reads the profile from the server again. */
export async function comeBackToPersonalInfo(world: TravelWorld): Promise<Page> {
  const page = await comeBack(world, '/profile?tab=personal');
  await waitUntilVisible(page.getByLabel(HEIGHT), () => 'the Personal Info form did not open');
  return page;
}

export async function assertMeasures(page: Page, height: string, weight: string): Promise<void> {
  await waitUntilVisible(page.getByLabel(HEIGHT), () => 'no height field');
  assert.equal(await page.getByLabel(HEIGHT).inputValue(), height, 'the height shown');
  assert.equal(await page.getByLabel(WEIGHT).inputValue(), weight, 'the weight shown');
}

/** The unit system's radio buttons come before the height and weight fields in the page's order. */
export async function assertUnitsComeFirst(page: Page): Promise<void> {
  const units = page.getByLabel(/^imperial/i);
  await waitUntilVisible(units, () => 'the page offers no unit choice');
  const before = await units.evaluate((radio) => {
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<unknown> } };
    const following = 4; // Node.DOCUMENT_POSITION_FOLLOWING
    const inputs = Array.from(document.querySelectorAll('input[type="number"]')) as { name: string }[];
    const measures = inputs.filter((input) => /height|weight/i.test(input.name));
    const node = radio as { compareDocumentPosition(other: unknown): number };
    return measures.length === 2 && measures.every((input) => (node.compareDocumentPosition(input) & following) !== 0);
  });
  assert.ok(before, 'the unit choice does not come before both the height and the weight');
}
