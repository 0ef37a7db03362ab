import assert from 'node:assert/strict';
import { JSDOM, type ParsedDocument } from 'jsdom';
import sharp from 'sharp';
import { LOCALE_COOKIE } from '../../../contracts/i18n';
import type { Locale } from '../../../contracts/sdui';
import { loadConfig } from '../../../src/app/config';
import type { Page } from 'playwright-core';
import { scenarioPage, visit } from './browser';
import { ask } from './http';
import type { TravelWorld } from '../world';

/** The app's public address in the scenarios (`PUBLIC_ORIGIN`'s default off production). */
export const PUBLIC_ORIGIN = loadConfig({ NODE_ENV: 'test', PORT: '0' }).publicOrigin;

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

/** The public pages, as the sitemap must list them (features/platform/sharing-and-search.feature). */
export const PUBLIC_PAGES = [
  '/',
  '/free',
  '/quick-flight',
  '/register',
  '/auth',
  '/subscribe',
  '/leaderboard',
  '/city-leaderboard',
  '/challenges',
];
const PRIVATE_PAGES = ['/profile', '/app', '/plan', '/account', '/billing/portal', '/teams', '/runner', '/paywall'];

/** A page's address in one language, or its default version. */
export const addressOf = (path: string, locale?: Locale) => `${PUBLIC_ORIGIN.replace(/\/$/, '')}${path}${locale ? `?lang=${locale}` : ''}`;

export interface ReadPage {
  path: string;
  locale?: Locale;
  document: ParsedDocument;
}

/** Reads a page as a crawler does: its HTML only, no script run. */
export async function readPage(
  world: TravelWorld,
  path: string,
  options: { locale?: Locale; headers?: Record<string, string> } = {},
): Promise<ReadPage> {
  const answer = await ask(world, options.locale ? `${path}?lang=${options.locale}` : path, {
    headers: { accept: 'text/html', ...options.headers },
  });
  assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
  const page = { path, ...(options.locale ? { locale: options.locale } : {}), document: new JSDOM(answer.text).window.document };
  world.remembered.set('read page', path);
  readPages.set(world, page);
  return page;
}

const readPages = new WeakMap<TravelWorld, ReadPage>();
export function lastReadPage(world: TravelWorld): ReadPage {
  const page = readPages.get(world);
  if (!page) throw new Error('No page read yet');
  return page;
}

const attribute = (document: ParsedDocument, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? undefined;
export const metaContent = (document: ParsedDocument, key: string) =>
  attribute(document, `meta[name="${key}"]`, 'content') ?? attribute(document, `meta[property="${key}"]`, 'content');

export function assertCanonical(page: ReadPage): void {
  assert.equal(attribute(page.document, 'link[rel="canonical"]', 'href'), addressOf(page.path, page.locale));
  assert.equal(metaContent(page.document, 'og:url'), addressOf(page.path, page.locale));
}

export function assertAlternates(page: ReadPage): void {
  const alternates = Object.fromEntries(
    [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  assert.deepEqual(alternates, { en: addressOf(page.path, 'en'), es: addressOf(page.path, 'es'), 'x-default': addressOf(page.path) });
}

export function assertShareCard(page: ReadPage, locale: Locale): void {
  const { document } = page;
  const image = addressOf(`/share/travelfit-${locale}.png`);
  assert.equal(metaContent(document, 'og:title'), document.title);
  assert.equal(metaContent(document, 'og:description'), metaContent(document, 'description'));
  assert.equal(metaContent(document, 'og:image'), image);
  assert.equal(metaContent(document, 'og:image:width'), '1200');
  assert.equal(metaContent(document, 'og:image:height'), '630');
  assert.ok(metaContent(document, 'og:image:alt'), 'the share picture has no description');
  assert.equal(metaContent(document, 'og:locale'), OG_LOCALES[locale]);
  assert.equal(metaContent(document, 'og:type'), 'website');
  assert.equal(metaContent(document, 'twitter:card'), 'summary_large_image');
  assert.equal(metaContent(document, 'twitter:title'), document.title);
  assert.equal(metaContent(document, 'twitter:image'), image);
}

/** The description differs between the languages and is long enough to be a search snippet. */
export async function assertDescriptionIn(world: TravelWorld, page: ReadPage, locale: Locale): Promise<void> {
  const description = metaContent(page.document, 'description') ?? '';
  assert.ok(description.length >= 50 && description.length <= 200, `the description "${description}" is not a snippet`);
  const other = await readPage(world, page.path, { locale: locale === 'en' ? 'es' : 'en' });
  readPages.set(world, page);
  assert.notEqual(metaContent(other.document, 'description'), description, 'the description is the same in both languages');
  assert.equal(page.document.documentElement.lang, locale);
}

export async function assertSharePicture(world: TravelWorld, locale: Locale): Promise<void> {
  const page = await readPage(world, '/', { locale });
  const image = new URL(metaContent(page.document, 'og:image') ?? '');
  const answer = await fetch(`${world.baseUrl}${image.pathname}`);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'image/png');
  const picture = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  assert.deepEqual([picture.format, picture.width, picture.height], ['png', 1200, 630]);
}

/** robots.txt's rules for every crawler, read the simple way crawlers do: the longest matching prefix wins. */
export function mayCrawl(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== '')
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', prefix: match[2]! }))
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return rules[0]?.allow ?? true;
}

export async function readRobots(world: TravelWorld): Promise<string> {
  const answer = await ask(world, '/robots.txt');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/plain/);
  return answer.text;
}

export interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

export async function readSitemap(world: TravelWorld): Promise<SitemapEntry[]> {
  const answer = await ask(world, '/sitemap.xml');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /xml/);
  const xml = new JSDOM(answer.text, { contentType: 'application/xml' }).window.document;
  return [...xml.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
  }));
}

export function assertSitemapPages(entries: SitemapEntry[]): void {
  const expected = PUBLIC_PAGES.flatMap((path) => [addressOf(path, 'en'), addressOf(path, 'es')]);
  assert.deepEqual(entries.map((e) => e.loc).sort(), [...expected].sort());
}

export function assertSitemapAlternates(entries: SitemapEntry[]): void {
  assert.ok(entries.length > 0, 'the sitemap is empty');
  for (const entry of entries) {
    const path = new URL(entry.loc).pathname;
    assert.deepEqual(entry.alternates, { en: addressOf(path, 'en'), es: addressOf(path, 'es'), 'x-default': addressOf(path) });
  }
}

export function assertSitemapKeepsPrivatePagesOut(entries: SitemapEntry[]): void {
  for (const path of PRIVATE_PAGES) assert.ok(!entries.some((e) => new URL(e.loc).pathname === path), `${path} is in the sitemap`);
}

/** The landing screen the page carries for the app to draw without asking (its `<script type="application/json">`). */
export function inlineLandingScreen(page: ReadPage): { screen: { id: string; title: string }; meta: { locale: string } } {
  const element = page.document.getElementById('travelfit-inline-screen-landing');
  assert.ok(element, 'the page carries no landing screen');
  assert.equal(element.getAttribute('type'), 'application/json', 'the inline screen would run as a script');
  return JSON.parse(element.textContent ?? '') as { screen: { id: string; title: string }; meta: { locale: string } };
}

export const chosenLanguageCookie = (locale: Locale) => ({ cookie: `${LOCALE_COOKIE}=${locale}` });

/** Whether the page (as the browser loaded it) ever asked the server for the landing screen. */
export async function askedForLandingScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/screens/landing')));
}

/** The text of the page's first `<h1>` in its HTML as served, no script run: what a visitor sees before the app has loaded. */
export function drawnMainHeading(page: ReadPage): string | undefined {
  return page.document.querySelector('#root h1')?.textContent?.trim();
}

/** What the browser logged as an error, or threw uncaught, per scenario (a hydration mismatch is both). */
const browserErrors = new WeakMap<TravelWorld, string[]>();

/** Opens `path` with everything the browser reports as an error recorded from before the first byte. */
export async function visitWatchingErrors(world: TravelWorld, path: string): Promise<void> {
  const page = await scenarioPage(world);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  browserErrors.set(world, errors);
  await visit(world, path);
}

export function browserErrorsOf(world: TravelWorld): readonly string[] {
  const errors = browserErrors.get(world);
  if (!errors) throw new Error('The browser console was not watched');
  return errors;
}
