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

export async function signIn(
  world: TravelWorld,
  credentials: { email: string; password: string },
  traveller?: Traveller,
  where: string = HERE,
): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/login', { method: 'POST', body: credentials });
  if (traveller) keepSession(traveller, answer, where);
  return answer;
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
