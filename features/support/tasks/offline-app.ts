import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page, Response, Route } from 'playwright-core';
import offlineEn from '../../../contracts/i18n/en/offline.json';
import quickFlightEn from '../../../contracts/i18n/en/quick-flight.json';
import offlineEs from '../../../contracts/i18n/es/offline.json';
import quickFlightEs from '../../../contracts/i18n/es/quick-flight.json';
import { SessionOutcomeSchema } from '../../../contracts/gamification/progress.schemas';
import type { Locale } from '../../../contracts/sdui/envelope.schema';
import type { TravelWorld } from '../world';
import { eventually, pageLanguage, waitOrFail, waitUntilVisible } from './browser';
import { designedDemoIds, rememberEarned } from './quick-flight-ui';

/**
 * The installable, offline app in Chromium (docs/adr/0046): its manifest and
 * service worker, and quick flight with the network switched off mid-workout.
 * "The network goes" switches the browser context offline and, since
 * Chromium's offline switch does not reach a service worker's own fetches,
 * also refuses every request the context can still see: what works then
 * works from the phone alone.
 */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...quickFlightEn, ...offlineEn },
  es: { ...quickFlightEs, ...offlineEs },
};

async function text(current: Page, id: string): Promise<string> {
  const locale = (await pageLanguage(current)) === 'es' ? 'es' : 'en';
  const message = catalogues[locale][id];
  assert.ok(message !== undefined, `No ${locale} text for ${id}`);
  return String(new IntlMessageFormat(message, locale).format());
}

function page(world: TravelWorld): Page {
  assert.ok(world.page, 'No page is open');
  return world.page;
}

/** The scenario's browser lets the app's service worker run (blocked elsewhere, features/support/world.ts). */
export function allowTheInstalledApp(world: TravelWorld): void {
  world.visitor.serviceWorkers = true;
}

/** The page and the service worker, as the page sees them; typed here because the features are compiled without the DOM's types. */
interface Browser {
  navigator: { serviceWorker: { controller: { scriptURL: string; state: string } | null } };
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
}

/** The service worker is activated and serves this page: the app shell and every route are in its precache. */
export async function awaitServiceWorker(world: TravelWorld): Promise<void> {
  const current = page(world);
  let script = '';
  // A plain check, polled: an async one would hand back its promise, which counts as done at once.
  // The script is read in the same check that finds the worker in control.
  await waitOrFail(
    async () => {
      const handle = await current.waitForFunction(() => {
        const { controller } = (globalThis as unknown as Browser).navigator.serviceWorker;
        return controller !== null && controller.state === 'activated' ? controller.scriptURL : false;
      });
      script = (await handle.jsonValue()) as string;
    },
    () => 'the service worker never became active and took over the page',
  );
  assert.equal(new URL(script).pathname, '/sw.js');
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'the icon is not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/**
 * The manifest the page links (the one of its language) is valid for
 * installing: names in the page's language, the app's own start page and
 * scope, standalone, the page's theme colour, and "any" and "maskable" icons
 * at 192 and 512 pixels that exist at the sizes they claim.
 */
export async function assertInstallable(world: TravelWorld, locale: Locale): Promise<void> {
  const current = page(world);
  const expected = locale === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';
  await waitOrFail(
    () =>
      current.waitForFunction(
        (href) => (globalThis as unknown as Browser).document.querySelector('link[rel="manifest"]')?.getAttribute('href') === href,
        expected,
      ),
    () => `the page does not link ${expected}`,
  );
  const reply = await current.request.get(`${world.baseUrl}${expected}`);
  assert.equal(reply.status(), 200);
  assert.match(reply.headers()['content-type'] ?? '', /application\/manifest\+json/);
  const manifest = (await reply.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  const english = (await (await current.request.get(`${world.baseUrl}/manifest.webmanifest`)).json()) as Record<string, unknown>;

  assert.equal(manifest.lang, locale);
  assert.match(String(manifest.name), /TravelFit/);
  assert.equal(manifest.short_name, 'TravelFit');
  if (locale !== 'en') assert.notEqual(manifest.name, english.name, 'the manifest names the app in English');
  assert.deepEqual(
    { id: manifest.id, start_url: manifest.start_url, scope: manifest.scope, display: manifest.display },
    { id: english.id, start_url: '/app', scope: '/', display: 'standalone' },
  );
  const themeColor = await current.locator('meta[name="theme-color"]').getAttribute('content');
  assert.equal(manifest.theme_color, themeColor);
  assert.match(String(manifest.background_color), /^#[0-9a-f]{6}$/i);

  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => (candidate.purpose ?? 'any') === purpose && candidate.sizes === `${size}x${size}`);
      assert.ok(icon, `no ${purpose} icon of ${size} pixels`);
      const image = await current.request.get(new URL(icon.src, world.baseUrl).href);
      assert.equal(image.status(), 200, `${icon.src} answered ${image.status()}`);
      assert.deepEqual(pngSize(await image.body()), { width: size, height: size }, `${icon.src} is not ${size} pixels square`);
    }
  }
  const touchIcon = await current.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  assert.ok(touchIcon, 'no Apple touch icon');
  assert.deepEqual(pngSize(await (await current.request.get(new URL(touchIcon, world.baseUrl).href)).body()), { width: 180, height: 180 });
}

/** The service worker's caches, as the page sees them. */
interface Caches {
  caches: { open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
}

/**
 * The workout on screen is kept on the phone: the service worker holds the
 * demo of each of its exercises and the workout music (docs/adr/0046).
 */
export async function awaitWorkoutKept(world: TravelWorld): Promise<void> {
  const current = page(world);
  const ids = await designedDemoIds(world);
  // Polled from here: the page's caches answer asynchronously, and a page-side check that returns a promise is never waited on.
  const missing = async () =>
    current.evaluate(async (wanted) => {
      const { caches } = globalThis as unknown as Caches;
      const demos = await (await caches.open('travelfit-exercise-demos')).keys();
      const audio = await (await caches.open('travelfit-workout-audio')).keys();
      const kept = new Set(demos.map((request) => new URL(request.url).searchParams.get('id')));
      const music = audio.some((request) => new URL(request.url).pathname === '/audio/workout.mp3') ? [] : ['the music'];
      return [...wanted.filter((id) => !kept.has(id)), ...music];
    }, ids);
  let left = ids;
  await eventually(async () => (left = await missing()).length === 0);
  assert.deepEqual(left, [], `the phone does not keep all the demos of ${ids.join(', ')} and the music`);
}

const refuse = (route: Route) => route.abort('internetdisconnected');

export async function networkGoes(world: TravelWorld): Promise<void> {
  const context = world.context;
  assert.ok(context, 'No browser is open');
  await context.setOffline(true);
  await context.route('**/*', refuse);
}

/** The network returns; the answer the app then gets for the workout it recorded is awaited by `assertRecordedOnce`. */
export async function networkReturns(world: TravelWorld): Promise<void> {
  const context = world.context;
  assert.ok(context, 'No browser is open');
  const current = page(world);
  recorded.set(
    world,
    current.waitForResponse((response) => new URL(response.url()).pathname === '/api/session/complete' && response.status() === 200),
  );
  await context.unroute('**/*', refuse);
  await context.setOffline(false);
}

const recorded = new WeakMap<TravelWorld, Promise<Response>>();

/** Presses Start and lets the clock run until the player says every exercise is done; each exercise showed its demo on the way (the positions it was seen at). */
export async function playWholeWorkout(world: TravelWorld): Promise<string[]> {
  const current = page(world);
  await current.getByRole('button', { name: await text(current, 'quick-flight.player.start'), exact: true }).click();
  const finished = current.getByText(await text(current, 'quick-flight.player.finished'));
  const name = current.getByTestId('exercise-name');
  const position = current.getByTestId('exercise-position');
  const demo = current.locator('.quick-player .exercise-demo').first();
  // By position: a move may come back later in the workout, and it shows its demo again.
  const shown: string[] = [];
  for (let step = 0; step < 400 && !(await finished.isVisible()); step += 1) {
    const at = ((await position.textContent()) ?? '').trim();
    if (!shown.includes(at)) {
      const exercise = ((await name.textContent()) ?? '').trim();
      // The demo is drawn from what the phone kept (not the placeholder, not waiting).
      await waitOrFail(
        () => current.locator('.quick-player .exercise-demo:not(.exercise-demo--placeholder):not([aria-busy])').first().waitFor(),
        async () => `the demo of ${exercise} is not drawn: ${await demo.getAttribute('class')}`,
      );
      shown.push(at);
    }
    await current.clock.fastForward(5_000);
  }
  await waitUntilVisible(finished, () => 'The player never finished the workout');
  return shown;
}

export async function markCompletedOffline(world: TravelWorld): Promise<void> {
  const current = page(world);
  await current.getByRole('button', { name: await text(current, 'quick-flight.workout.mark-completed'), exact: true }).click();
}

/** The page says the workout is saved and will be sent when the network returns. */
export async function assertSavedForLater(world: TravelWorld): Promise<void> {
  const current = page(world);
  const notice = current.getByTestId('completion-queued');
  await waitUntilVisible(notice, () => 'The page does not say the workout was saved');
  assert.equal((await notice.textContent())?.trim(), await text(current, 'offline.completion.queued'));
}

/**
 * Once the network is back, the saved workout is recorded: one answer with
 * what it earned, which is all the traveller has (a first workout counted
 * twice would show twice its points in all).
 */
export async function assertRecordedOnce(world: TravelWorld): Promise<void> {
  const response = await recorded.get(world);
  assert.ok(response, 'The network never returned in this scenario');
  const outcome = SessionOutcomeSchema.parse(await response.json());
  assert.equal(outcome.points.total, outcome.session.score, 'the workout was counted more than once');
  const answered = world.apiRequests.filter((request) => new URL(request.url()).pathname === '/api/session/complete');
  const ids = new Set(answered.map((request) => (request.postDataJSON() as { completionId?: string }).completionId));
  assert.equal(ids.size, 1, 'the workout was sent under more than one completion id');
  rememberEarned(world, outcome.session.score);
}
