import assert from 'node:assert/strict';
import { madeUpToken } from '../builders/identifiers';
import { registrationOf, travellerDetails } from '../builders/travellers';
import type { TravelWorld } from '../world';
import { ask, type HttpAnswer } from './http';
import { askAs } from './identity';
import { requestReset, resetPassword } from './password-reset';
import { readProfile } from './profile';
import { signIn } from './sign-in';

/** Text that a database or a browser could mistake for instructions. */
export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE users;--",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  '<script>alert(1)</script>',
  "admin'--",
];

/** A registration that would succeed but for the one hostile field. */
const valid = registrationOf(travellerDetails('Barrage'));

/**
 * Every hostile text in every field that the rules refuse it in: username and
 * e-mail of the registration, both fields of the sign-in (the password against
 * a real account, fewer than 10 times so it is not locked), the reset request
 * and the reset link, a device identifier and a session token. Every answer
 * must be a refusal, never a failure of the server and never a session.
 */
export async function hostileBarrage(world: TravelWorld, knownEmail: string): Promise<void> {
  const answers: { what: string; answer: HttpAnswer }[] = [];
  const note = (what: string, answer: HttpAnswer) => answers.push({ what, answer });
  for (const text of HOSTILE_TEXTS) {
    note(
      `registering with the username ${text}`,
      await ask(world, '/api/auth/register', { method: 'POST', body: { ...valid, username: text } }),
    );
    note(
      `registering with the e-mail ${text}`,
      await ask(world, '/api/auth/register', { method: 'POST', body: { ...valid, email: text } }),
    );
    note(`signing in with the e-mail ${text}`, await signIn(world, { email: text, password: 'anything-1' }));
    note(`signing in with the password ${text}`, await signIn(world, { email: knownEmail, password: text }));
    note(`asking for a reset link for ${text}`, await requestReset(world, text));
    note(`resetting with the link ${text}`, await resetPassword(world, text, 'new-secret-1'));
    note(
      `reading the profile of the device ${text}`,
      await readProfile(world, undefined, { kind: 'device', deviceId: text, inAddress: true }),
    );
    note(
      `reading a profile with the session ${text}`,
      await askAs(world, '/api/profile', { kind: 'session', token: `${madeUpToken()}${text}` }),
    );
  }
  for (const { what, answer } of answers) {
    assert.ok(answer.status < 500, `${what}: the server failed with ${answer.status}: ${answer.text.slice(0, 200)}`);
    assert.doesNotMatch(answer.text, /"token"\s*:/, `${what}: a session was handed out`);
    if (what.startsWith('registering') || what.startsWith('signing in') || what.startsWith('resetting') || what.includes('profile')) {
      assert.ok(answer.status >= 400, `${what} was accepted (${answer.status})`);
    }
  }
}
