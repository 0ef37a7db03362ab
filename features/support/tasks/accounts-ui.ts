import assert from 'node:assert/strict';
import type { Locator, Page, Request } from 'playwright-core';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { askAs } from './identity';
import { requestReset } from './password-reset';
import { awaitedStoredValue, eventually, storedValue, waitUntilVisible } from './browser';
import { AUTH_TOKEN_KEY, DEVICE_ID_KEY } from './visitor';

/**
 * The account pages in the browser, found the way a person finds them: by
 * their labels, headings and button names in English.
 */

/** The first visible form field with this label. */
function field(page: Page, label: RegExp): Locator {
  return page.getByLabel(label).filter({ visible: true }).first();
}

function button(page: Page, name: RegExp): Locator {
  return page.getByRole('button', { name }).filter({ visible: true }).first();
}

/** The Login tab of /auth, when the page shows tabs; otherwise the page as it is. */
async function openTab(page: Page, name: RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name }).filter({ visible: true }).first();
  // The page is drawn once it shows its tabs or, on a page without tabs, its form.
  await tab.or(field(page, EMAIL)).first().waitFor();
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

const EMAIL = /^e-?mail/i;
const PASSWORD = /^password/i;

export async function fillRegistration(page: Page, traveller: Traveller): Promise<void> {
  await field(page, /^username/i).fill(traveller.username);
  await field(page, EMAIL).fill(traveller.email);
  await field(page, PASSWORD).fill(traveller.password);
  await field(page, /^(full )?name/i).fill(traveller.name);
  // Age, height, weight, gender and goal keep the form's defaults (spec 1 §5).
  await button(page, /create account|sign up|register/i).click();
}

export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await openTab(page, /^(log ?in|sign in)$/i);
  await field(page, EMAIL).fill(email);
  await field(page, PASSWORD).fill(password);
  await button(page, /^(log ?in|sign in)$/i).click();
  await page.waitForLoadState('networkidle');
}

export async function askForResetLink(page: Page, email: string): Promise<void> {
  await openTab(page, /^(log ?in|sign in)$/i);
  await page
    .getByRole('button', { name: /forgot/i })
    .or(page.getByRole('link', { name: /forgot/i }))
    .filter({ visible: true })
    .first()
    .click();
  await field(page, EMAIL).fill(email);
  await button(page, /send|reset link/i).click();
}

/** The link of the e-mail: in test mode the server hands the token out, and the link opens the reset form with it. */
export async function resetLinkOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  await requestReset(world, traveller.email, traveller);
  assert.ok(traveller.resetToken, 'the server in test mode did not hand out the link (resetToken)');
  return `/auth/reset-password?token=${encodeURIComponent(traveller.resetToken)}`;
}

export async function setNewPasswordOnPage(page: Page, password: string): Promise<void> {
  await field(page, /^new password/i).fill(password);
  await field(page, /^confirm/i).fill(password);
  await button(page, /reset|save|set|change|update/i).click();
}

/** Text on the page, waited for until the app shows it. */
export async function assertReads(page: Page, text: string | RegExp): Promise<void> {
  await waitUntilVisible(page.getByText(text).filter({ visible: true }).first(), () => `the page does not read ${String(text)}`);
}

/** The browser holds a session token, and that session opens the traveller's account. */
export async function assertSignedInHere(world: TravelWorld, page: Page, traveller: Traveller): Promise<void> {
  const token = await awaitedStoredValue(page, AUTH_TOKEN_KEY);
  assert.ok(token, 'the browser holds no sign-in token (fc_auth_token)');
  const answer = await askAs(world, '/api/auth/profile', { kind: 'session', token });
  assert.equal(answer.status, 200, `the browser's session does not open an account: ${answer.status}`);
  assert.equal((answer.json as { user?: { email?: string } }).user?.email?.toLowerCase(), traveller.email.toLowerCase());
}

export async function assertNotSignedInHere(page: Page): Promise<void> {
  assert.equal(await storedValue(page, AUTH_TOKEN_KEY), null, 'the browser holds a sign-in token');
}

/** The traveller's own profile calls: the profile itself or the profile screen. */
const PROFILE_CALLS = ['/api/profile', '/api/screens/profile'];

async function profileCalls(world: TravelWorld): Promise<Request[]> {
  const isProfileCall = (request: Request) => PROFILE_CALLS.includes(new URL(request.url()).pathname.replace(/\/+$/, ''));
  await eventually(async () => world.apiRequests.some(isProfileCall));
  const calls = world.apiRequests.filter(isProfileCall);
  assert.ok(
    calls.length > 0,
    `the page made no profile call; it called ${world.apiRequests.map((r) => new URL(r.url()).pathname).join(', ')}`,
  );
  return calls;
}

export async function assertProfileCallsCarryToken(world: TravelWorld, token: string): Promise<void> {
  for (const call of await profileCalls(world)) {
    const authorization = (await call.allHeaders()).authorization ?? '';
    assert.equal(authorization, `Bearer ${token}`, `${new URL(call.url()).pathname} did not carry the sign-in token`);
  }
}

export async function assertProfileCallsCarryDevice(world: TravelWorld, page: Page): Promise<void> {
  const deviceId = await awaitedStoredValue(page, DEVICE_ID_KEY);
  assert.ok(deviceId, 'the browser keeps no device identifier');
  for (const call of await profileCalls(world)) {
    const sent = (await call.allHeaders())['x-device-id'] ?? new URL(call.url()).searchParams.get('uid');
    assert.equal(sent, deviceId, `${new URL(call.url()).pathname} did not carry the device identifier`);
  }
}

/**
 * The form's answer holds the keyboard focus and is on screen (not at the
 * top of a long form, out of view), and reads `text`.
 */
export async function assertFocusedProblemInView(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const { document, innerHeight } = globalThis as unknown as {
      innerHeight: number;
      document: {
        body: unknown;
        activeElement: { textContent: string | null; getBoundingClientRect(): { top: number; bottom: number } } | null;
      };
    };
    const focused = document.activeElement;
    // Focus left on the page itself does not count, although the page contains the text.
    if (!focused || focused === document.body || !focused.textContent?.includes(expected)) return false;
    const box = focused.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  }, text);
}

/** Links offered inside the focused answer. */
export async function assertFocusedProblemOffers(page: Page, names: readonly string[]): Promise<void> {
  const problem = page.locator(':focus');
  for (const name of names) {
    await waitUntilVisible(problem.getByRole('link', { name, exact: true }), () => `the answer does not offer "${name}"`);
  }
}
