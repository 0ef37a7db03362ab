import assert from 'node:assert/strict';
import { AuthSuccessSchema } from '../../../contracts/accounts';
import type { TravelWorld } from '../world';
import { HERE, type Traveller } from './cast';
import { ask, lastAnswer, type HttpAnswer } from './http';
import { askAs } from './identity';

/** Keeps the session of a successful sign-in, registration or upgrade. */
export function keepSession(traveller: Traveller, answer: HttpAnswer, where: string): void {
  const parsed = AuthSuccessSchema.safeParse(answer.json);
  if (answer.status >= 300 || !parsed.success) return;
  traveller.sessions.set(where, parsed.data.token);
  traveller.userId = parsed.data.user.id;
  traveller.registered = true;
}

const KNOWN_DEVICE_COOKIE = 'fc_known_device';

/** A place on the internet: the address the app sees, told through the test app's trusted local proxy. */
export type Place = { address: string } | undefined;
export const ANOTHER_PLACE: Place = { address: '198.51.100.77' };
/** The n-th of many places (n from 1 to 254). */
export const placeNumber = (n: number): Place => ({ address: `203.0.113.${n}` });

/**
 * Signs in from the traveller's browser `where` (sending the known-device
 * cookie that browser holds, keeping the one the app hands out, as a browser
 * does) or, without a traveller, from a browser that holds none.
 */
export async function signIn(
  world: TravelWorld,
  credentials: { email: string; password: string },
  traveller?: Traveller,
  where: string = HERE,
  from: Place = undefined,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  const knownDevice = traveller?.knownDevices.get(where);
  if (knownDevice) headers.cookie = `${KNOWN_DEVICE_COOKIE}=${knownDevice}`;
  if (from) headers['x-forwarded-for'] = from.address;
  const answer = await ask(world, '/api/auth/login', { method: 'POST', body: credentials, headers });
  if (traveller) {
    keepSession(traveller, answer, where);
    const handedOut = knownDeviceCookieIn(answer);
    if (handedOut) traveller.knownDevices.set(where, handedOut);
  }
  return answer;
}

function knownDeviceCookieIn(answer: HttpAnswer): string | undefined {
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name?.trim() === KNOWN_DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

export async function signOut(world: TravelWorld, traveller: Traveller, where: string = HERE): Promise<HttpAnswer> {
  const token = traveller.sessions.get(where) ?? traveller.oldSession;
  if (!token) throw new Error(`${traveller.name} has no session to sign out of`);
  const answer = await askAs(world, '/api/auth/logout', { kind: 'session', token }, { method: 'POST' });
  traveller.sessions.delete(where);
  traveller.oldSession = token;
  return answer;
}

/** The app ended the session (a reset, an expiry): the browser still holds the token, now an old one. */
export function sessionEnded(traveller: Traveller): void {
  const token = traveller.sessions.get(HERE) ?? [...traveller.sessions.values()][0];
  if (token) traveller.oldSession = token;
}

/** A successful sign-in: the answer carries a session, and that session opens the traveller's account. */
export async function assertSignedIn(world: TravelWorld, traveller: Traveller): Promise<void> {
  const answer = lastAnswer(world);
  assert.ok(answer.status === 200 || answer.status === 201, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = AuthSuccessSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the answer breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  const check = await askAs(world, '/api/auth/profile', { kind: 'session', token: parsed.data.token });
  assert.equal(check.status, 200, `the new session does not open the account: ${check.status} ${check.text.slice(0, 300)}`);
  const user = (check.json as { user?: { email?: string; id?: string } }).user;
  assert.equal(user?.email?.toLowerCase(), traveller.email.toLowerCase(), 'the session opens someone else’s account');
  assert.equal(user?.id, parsed.data.user.id);
}

export function assertNotSignedIn(answer: HttpAnswer): void {
  assert.ok(answer.status >= 400 && answer.status < 500, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.ok(!AuthSuccessSchema.safeParse(answer.json).success, 'a session was handed out');
  assert.doesNotMatch(answer.text, /"token"/, 'the refusal carries a token');
}

/** Wrong passwords for the e-mail, each one refused as wrong (not yet slowed down), from where `placeOf` says. */
export async function guessPasswords(world: TravelWorld, email: string, count: number, placeOf: (attempt: number) => Place): Promise<void> {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const answer = await signIn(world, { email, password: `wrong-guess-${attempt}` }, undefined, HERE, placeOf(attempt));
    assert.equal(answer.status, 401, `wrong password ${attempt} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
}
