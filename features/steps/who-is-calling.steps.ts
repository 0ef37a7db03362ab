import assert from 'node:assert/strict';
import { When, Then } from '@cucumber/cucumber';
import { DEVICE_ID_HEADER, ProfileReplySchema } from '../../contracts/accounts';
import { ask, lastAnswer } from '../support/tasks/http';
import type { TravelWorld } from '../support/world';

When(
  'someone looks at a profile with {whose} device in the header and {whose} in the address',
  async function (this: TravelWorld, inHeader: string, inAddress: string) {
    const header = this.cast.whose(inHeader).deviceId!;
    const address = this.cast.whose(inAddress).deviceId!;
    await ask(this, `/api/profile?uid=${address}`, { headers: { [DEVICE_ID_HEADER]: header } });
  },
);

When(
  '{traveller} looks at her/his/their profile, also sending {whose} device in the header',
  async function (this: TravelWorld, who: string, whose: string) {
    const token = this.cast.who(who).sessions.values().next().value;
    assert.ok(token, `${who} has not signed in`);
    await ask(this, '/api/profile', {
      headers: { authorization: `Bearer ${token}`, [DEVICE_ID_HEADER]: this.cast.whose(whose).deviceId! },
    });
  },
);

Then('{traveller} see(s) {whose} profile', async function (this: TravelWorld, _who: string, whose: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const shown = ProfileReplySchema.parse(answer.json);
  const owner = this.cast.whose(whose);
  // The owner's own profile, read with their own identity, is the one that should have been shown.
  const own = await ask(
    this,
    '/api/profile',
    owner.sessions.size > 0
      ? { headers: { authorization: `Bearer ${owner.sessions.values().next().value}` } }
      : { headers: { [DEVICE_ID_HEADER]: owner.deviceId! } },
  );
  assert.equal(shown.id, ProfileReplySchema.parse(own.json).id);
});
