import assert from 'node:assert/strict';
import { registrationOf, type Details } from '../builders/travellers';
import type { TravelWorld } from '../world';
import { HERE, type Traveller } from './cast';
import { ask, type HttpAnswer } from './http';
import { keepSession } from './sign-in';

/** The traveller types these details: their username, e-mail and password are now these. */
function adopt(traveller: Traveller, details: Details): void {
  if (typeof details.username === 'string') traveller.username = details.username;
  if (typeof details.email === 'string') traveller.email = details.email;
  if (typeof details.password === 'string') traveller.password = details.password;
}

export async function register(
  world: TravelWorld,
  traveller: Traveller,
  changes: Details = {},
  options: { deviceId?: string | undefined } = {},
): Promise<HttpAnswer> {
  const body = { ...registrationOf(traveller), ...changes };
  if (options.deviceId) body.deviceId = options.deviceId;
  adopt(traveller, body);
  const answer = await ask(world, '/api/auth/register', { method: 'POST', body });
  keepSession(traveller, answer, HERE);
  return answer;
}

/** Registers and insists it worked (for scenarios' settings); nothing to do when they already have an account. */
export async function ensureAccount(world: TravelWorld, traveller: Traveller, options: { deviceId?: string } = {}): Promise<void> {
  if (traveller.registered) return;
  const answer = await register(world, traveller, {}, options);
  assert.equal(answer.status, 201, `${traveller.name} could not register: ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** Turns the anonymous profile of the traveller's device into an account. */
export async function upgrade(
  world: TravelWorld,
  traveller: Traveller,
  changes: Details = {},
  options: { minimal?: boolean } = {},
): Promise<HttpAnswer> {
  if (!traveller.deviceId) throw new Error(`${traveller.name} has no device to upgrade`);
  const body: Details = {
    username: traveller.username,
    email: traveller.email,
    password: traveller.password,
    ...(options.minimal ? {} : { name: traveller.name }),
    ...changes,
    deviceId: traveller.deviceId,
  };
  adopt(traveller, body);
  const answer = await ask(world, '/api/auth/upgrade', { method: 'POST', body });
  keepSession(traveller, answer, HERE);
  return answer;
}
