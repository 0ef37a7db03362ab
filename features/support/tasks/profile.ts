import assert from 'node:assert/strict';
import { ProfileReplySchema, type ProfileReply } from '../../../contracts/accounts';
import { newDeviceId } from '../builders/identifiers';
import type { Details } from '../builders/travellers';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { valueOf, type Field } from './fields';
import type { HttpAnswer } from './http';
import { askAs, identityOf, type Identity } from './identity';

export async function readProfile(world: TravelWorld, traveller: Traveller | undefined, identity: Identity): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/profile', identity);
  if (traveller && answer.status === 200) {
    const id = (answer.json as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') {
      traveller.profileIdsSeen.push(id);
      traveller.userId ??= id;
    }
    world.cast.lastProfile = { traveller, answer };
  }
  return answer;
}

export async function updateProfile(world: TravelWorld, identity: Identity, changes: Details): Promise<HttpAnswer> {
  return askAs(world, '/api/profile', identity, { method: 'PATCH', body: changes });
}

/**
 * The traveller's profile as the app shows it to them: the profile just read
 * when the last answer was it, otherwise read again with their own identity.
 */
export async function profileOf(world: TravelWorld, traveller: Traveller): Promise<ProfileReply> {
  const last = world.cast.lastProfile;
  let answer = last && last.traveller === traveller && last.answer === world.answer ? last.answer : undefined;
  answer ??= await readProfile(world, traveller, identityOf(traveller));
  assert.equal(answer.status, 200, `${traveller.name}'s profile answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = ProfileReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `${traveller.name}'s profile breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

/** Makes the traveller's device known to the app: it has used the app, so the app stores it; answers its profile id. */
export async function knownDevice(world: TravelWorld, traveller: Traveller): Promise<string> {
  traveller.deviceId ??= newDeviceId();
  // The app stores a device on its first write (ADR 0006): saving the profile unchanged is one.
  const answer = await updateProfile(world, { kind: 'device', deviceId: traveller.deviceId }, {});
  assert.equal(answer.status, 200, `${traveller.name}'s device has no profile: ${answer.status} ${answer.text.slice(0, 300)}`);
  const { id } = (answer.json as { user: { id: string } }).user;
  traveller.profileIdsSeen.push(id);
  return id;
}

/** The profile value of a detail, with the scenario's value notation ("64.5", "20 letters"). */
export function assertShows(profile: ProfileReply, detail: Field, text: string): void {
  const actual = (profile as Record<string, unknown>)[detail.key];
  const expected = valueOf(detail, text);
  if (detail.key === 'email') assert.equal(String(actual).toLowerCase(), String(expected).toLowerCase());
  else assert.deepEqual(actual, expected, `the profile shows ${detail.label} ${JSON.stringify(actual)}`);
}
