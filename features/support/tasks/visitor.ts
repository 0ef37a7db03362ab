import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { Locale } from '../../../contracts/sdui';
import type { TravelWorld } from '../world';
import { awaitedStoredValue, control, currentPath, eventually, pageLanguage, waitForPath, waitOrFail } from './browser';
import { assertHeroAsWritten } from './landing';

export const LANGUAGE_KEY = 'fc_lang';
export const DEVICE_ID_KEY = 'fc_uid';
export const AUTH_TOKEN_KEY = 'fc_auth_token';
export const DEVICE_ID_FORMAT = /^fc_[0-9a-f]{32}$/;

/** The menu toggle of a narrow screen, in English or Spanish. */
const MENU = /men[uú]/i;

/** The language switch's buttons, named by code, by language name, or both ("ES Spanish"). */
const SWITCH_LABELS: Record<Locale, RegExp> = {
  en: /^(en\b)?\s*(en|english|inglés|ingles)$/i,
  es: /^(es\b)?\s*(es|español|espanol|spanish)$/i,
};

/** The page's <html>, typed here because the features are compiled without the DOM's types. */
interface Html {
  document: { documentElement: { lang: string } };
}

/** Asserts the app's language: `<html lang>`, and on the landing page the server's hero in that language. */
export async function assertAppSpeaks(world: TravelWorld, page: Page, locale: Locale): Promise<void> {
  await waitOrFail(
    () =>
      page.waitForFunction((code) => (globalThis as unknown as Html).document.documentElement.lang.toLowerCase().startsWith(code), locale),
    async () => `the page declares lang="${await pageLanguage(page)}", expected ${locale}`,
  );
  if (currentPath(page) === '/') await assertHeroAsWritten(world, page, locale);
}

/** Uses the language switch of the navigation: a select named Language/Idioma, or an EN/ES button or link. */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('banner').first().waitFor();
  const select = page.getByRole('combobox', { name: /language|idioma/i }).filter({ visible: true });
  if ((await select.count()) > 0) {
    await select.first().selectOption(locale);
  } else {
    const toggle = page.getByRole('button', { name: MENU }).filter({ visible: true });
    const switcher = control(page, SWITCH_LABELS[locale]);
    if (!(await switcher.isVisible()) && (await toggle.count()) > 0) await toggle.first().click();
    await switcher.click();
  }
  await page.waitForLoadState('networkidle');
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: MENU }).filter({ visible: true }).first().click();
  await waitOrFail(
    () => page.getByRole('button', { name: MENU, expanded: true }).filter({ visible: true }).first().waitFor(),
    () => 'the menu toggle does not say it is expanded',
  );
}

/** Waits until the navigation of a narrow screen is drawn: its menu toggle shows. */
export async function waitForMenuToggle(page: Page): Promise<void> {
  await page.getByRole('button', { name: MENU }).filter({ visible: true }).first().waitFor();
}

/** A link or button of the sticky navigation bar at the top (the page's banner landmark). */
export function navigationLink(page: Page, name: string) {
  return control(page.getByRole('banner'), name);
}

export async function assertOnPath(page: Page, path: string): Promise<void> {
  await waitForPath(page, path);
}

/** The device identifier the app keeps in the browser, once it has made one. */
export async function deviceId(page: Page): Promise<string | null> {
  return awaitedStoredValue(page, DEVICE_ID_KEY);
}

/** Makes the landing screen carry a block type no client knows, without a fallback: in the HTML that inlines it and in the screen call. */
export async function serveUnknownBlock(world: TravelWorld, context: BrowserContext): Promise<void> {
  type Envelope = { screen: { sections: { blocks: unknown[] }[] } };
  const withMystery = (envelope: Envelope) => {
    envelope.screen.sections[0]?.blocks.push({ id: 'mystery-block', type: 'hologram', v: 1, props: { glow: true } });
    return envelope;
  };
  await context.route(`${world.baseUrl}/api/screens/landing*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withMystery((await response.json()) as Envelope) });
  });
  const landing = new RegExp(`^${world.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(\\?.*)?$`);
  await context.route(landing, async (route) => {
    const response = await route.fetch();
    const inlined = /(<script type="application\/json" id="travelfit-inline-screen-landing">)(.*?)(<\/script>)/s;
    const body = (await response.text()).replace(inlined, (_, open: string, json: string, close: string) => {
      const envelope = withMystery(JSON.parse(json) as Envelope);
      return `${open}${JSON.stringify(envelope).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body });
  });
}

export async function blockReport(world: TravelWorld): Promise<Request> {
  const isReport = (request: Request) => request.method() === 'POST' && request.url().includes('/api/screens/reports');
  assert.ok(await eventually(async () => world.apiRequests.some(isReport)), 'the app did not report the unknown block');
  return world.apiRequests.find(isReport)!;
}
