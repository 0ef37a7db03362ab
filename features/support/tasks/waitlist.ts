import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Locale } from '../../../contracts/sdui';
import { GUIDE_FILES, guidePath } from '../../../contracts/waitlist';
import { backgroundWorkDone } from '../../../src/app/testing/background-work';
import { EXERCISES } from '../../../src/modules/workouts';
import type { TravelWorld } from '../world';
import { ask, lastAnswer, type HttpAnswer } from './http';

/** The landing page's waitlist (features/landing/waitlist.feature): signing up, the guide it hands out, its e-mail. */

const LAST_ADDRESS = 'waitlist address';

/** A guide as the visitor's browser saved it: its name, type and the text of each page. */
export interface DownloadedGuide {
  contentType: string | null;
  fileName: string | undefined;
  pages: string[];
}

/** Joins from the landing page; the visitor's language travels as the browser's Accept-Language. */
export async function joinWaitlist(world: TravelWorld, email: string, locale: Locale = 'en'): Promise<HttpAnswer> {
  world.remembered.set(LAST_ADDRESS, email);
  return ask(world, '/api/waitlist', { method: 'POST', body: { email }, headers: { 'accept-language': locale } });
}

let visitors = 0;
/** An address nobody used before in this run. */
export const newAddress = (): string => `visitor-${process.pid}-${(visitors += 1)}@example.com`;

export function lastAddress(world: TravelWorld): string {
  const address = world.remembered.get(LAST_ADDRESS);
  if (address === undefined) throw new Error('Nobody joined the waitlist yet');
  return address;
}

export function assertThanked(answer: HttpAnswer): void {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const body = answer.json as { success?: unknown; message?: unknown };
  assert.equal(body.success, true);
  assert.ok(typeof body.message === 'string' && /thanks/i.test(body.message), `the answer says "${String(body.message)}"`);
}

export function assertHandedGuide(answer: HttpAnswer, locale: Locale): void {
  assert.equal((answer.json as { pdfUrl?: unknown }).pdfUrl, guidePath(locale));
}

export function assertInvalidEmail(answer: HttpAnswer): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const details = (answer.json as { details?: { field?: string }[] }).details ?? [];
  assert.ok(
    details.some((issue) => issue.field === 'email'),
    `the refusal does not name the e-mail: ${answer.text.slice(0, 300)}`,
  );
}

/** The same answer (status, body, Retry-After) as a sign-up with an address new to the list. */
export async function assertSameAsNewAddress(world: TravelWorld): Promise<void> {
  const answer = lastAnswer(world);
  const fresh = await joinWaitlist(world, newAddress());
  assert.deepEqual(
    { status: answer.status, body: answer.json, retryAfter: answer.headers.get('retry-after') },
    { status: fresh.status, body: fresh.json, retryAfter: fresh.headers.get('retry-after') },
  );
  world.answer = answer;
}

export function assertToldToTryLater(answer: HttpAnswer, withinSeconds: number): void {
  assert.equal(answer.status, 429, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.equal((answer.json as { code?: unknown }).code, 'waitlist.rate-limited');
  const wait = Number(answer.headers.get('retry-after'));
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= withinSeconds, `Retry-After is "${answer.headers.get('retry-after')}"`);
}

export async function entriesFor(world: TravelWorld, email: string): Promise<number> {
  const rows = await world
    .app!.database('waitlist_entries')
    .whereRaw('lower(email) = lower(?)', [email])
    .count<{ n: string }[]>({ n: '*' });
  return Number(rows[0]?.n ?? 0);
}

export async function allEntries(world: TravelWorld): Promise<number> {
  const rows = await world.app!.database('waitlist_entries').count<{ n: string }[]>({ n: '*' });
  return Number(rows[0]?.n ?? 0);
}

/** Downloads the guide the last answer handed out, as the browser does, and reads its pages' text. */
export async function downloadGuide(world: TravelWorld): Promise<DownloadedGuide> {
  const pdfUrl = (lastAnswer(world).json as { pdfUrl?: string }).pdfUrl;
  assert.ok(pdfUrl, 'the answer handed out no guide');
  const response = await fetch(`${world.baseUrl}${pdfUrl}`);
  assert.equal(response.status, 200, `the guide answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  const disposition = response.headers.get('content-disposition') ?? '';
  world.guide = {
    contentType: response.headers.get('content-type'),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
    pages: text,
  };
  return world.guide;
}

export function guideOf(world: TravelWorld): DownloadedGuide {
  if (!world.guide) throw new Error('No guide was downloaded yet');
  return world.guide;
}

/** Text as printed, without the line breaks and spacing the layout adds. */
const squash = (text: string) => text.replace(/\s+/g, '');

export const pageReads = (page: string, text: string): boolean => squash(page).includes(squash(text));

/** The page each title starts (its first lines), after the cover and the page on how to use the guide. */
export function startPagesOf(guide: DownloadedGuide, titles: string[]): number[] {
  return titles.map((title) => {
    const page = guide.pages.findIndex(
      (text, index) =>
        index >= 2 &&
        squash(text)
          .slice(0, 40 + squash(title).length)
          .includes(squash(title)),
    );
    assert.ok(page >= 0, `no page starts with the workout "${title}"`);
    return page;
  });
}

/** The catalogue's exercise names a stretch of pages shows, in a language. */
export function catalogueExercisesIn(pages: string[], locale: Locale): string[] {
  const text = squash(pages.join(' '));
  return [...new Set(EXERCISES.map((exercise) => exercise.name[locale]))].filter((name) => text.includes(squash(name)));
}

export const SETS_AND_TIP: Record<Locale, { sets: RegExp; tip: string }> = {
  en: { sets: /\d+sets?·/g, tip: 'Tip:' },
  es: { sets: /\d+series?·/g, tip: 'Consejo:' },
};

export const guideFileName = (locale: Locale): string => GUIDE_FILES[locale].downloadName;

/** The visitor's inbox once the e-mails sent after the answer have gone out. */
export async function inboxOf(world: TravelWorld, email: string) {
  await backgroundWorkDone(world.app!.database, 'waitlist.');
  return world.app!.mail.to(email);
}
