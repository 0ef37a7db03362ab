import assert from 'node:assert/strict';
import type { Download } from 'playwright-core';
import { screenMessages } from '../../../contracts/i18n/screen-messages';
import type { Locale } from '../../../contracts/sdui';
import type { TravelWorld } from '../world';
import { pageLanguage, UI_TIMEOUT_MS, waitUntilVisible } from './browser';

/** The waitlist form on the landing page, as a visitor uses it (features/landing/ui-waitlist.feature). */

const downloads = new WeakMap<TravelWorld, Download[]>();

/** Makes `POST /api/waitlist` fail as a server in trouble would; nothing else of the app changes. */
export function breakTheWaitlist(world: TravelWorld): void {
  world.visitor.interceptions.push(async (context) => {
    await context.route('**/api/waitlist**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong. Please try again.' }),
      }),
    );
  });
}

/** Types the e-mail into the waitlist form and sends it, keeping any file the browser saves. */
export async function joinWaitlistOnPage(world: TravelWorld, email: string): Promise<void> {
  const page = world.currentPage;
  const saved: Download[] = [];
  downloads.set(world, saved);
  page.on('download', (download) => saved.push(download));
  const locale: Locale = (await pageLanguage(page)).startsWith('es') ? 'es' : 'en';
  const t = (key: string) => screenMessages[locale][key]!;
  const form = page.locator('form.waitlist__form');
  await form.getByLabel(t('landing.waitlist.label')).fill(email);
  await form.getByRole('button', { name: t('landing.waitlist.submit') }).click();
}

/** The file the browser saved after the sign-up, waiting for it as a visitor watches their downloads. */
export async function savedFile(world: TravelWorld): Promise<Download> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  for (;;) {
    const [download] = downloads.get(world) ?? [];
    if (download) return download;
    if (Date.now() > deadline) throw new Error('the browser saved no file');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function assertSavedPdf(world: TravelWorld, fileName: string): Promise<void> {
  const download = await savedFile(world);
  assert.equal(download.suggestedFilename(), fileName);
  assert.equal(await download.failure(), null);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  assert.equal(Buffer.concat(chunks).subarray(0, 5).toString('latin1'), '%PDF-', 'the saved file is not a PDF');
}

export function assertSavedNothing(world: TravelWorld): void {
  assert.deepEqual(
    (downloads.get(world) ?? []).map((download) => download.suggestedFilename()),
    [],
  );
}

/** A message (toast) on screen with this title and tone. */
export async function assertMessage(world: TravelWorld, title: string, tone: 'success' | 'error'): Promise<void> {
  const toast = world.currentPage.locator(`.toast--${tone} .toast__title`).getByText(title, { exact: true });
  await waitUntilVisible(toast, () => `no ${tone} message "${title}" is on screen`);
}
