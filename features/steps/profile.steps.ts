import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { AvatarReplySchema } from '../../contracts/accounts';
import type { TravelWorld } from '../support/world';
import { lastAnswer } from '../support/tasks/http';
import {
  assertShows,
  fieldNamed,
  identityOf,
  madeUpToken,
  profileOf,
  updateProfile,
  valueOf,
  type Details,
  type Field,
  type Traveller,
} from '../support/tasks/accounts';
import {
  assertServedPicture,
  formatNamed,
  largePicture,
  picture,
  pretender,
  uploadAvatar,
  type PickedFile,
} from '../support/tasks/avatars';

/** The profile's details (spec 1 §5 "Profile form") and the avatar (§5 "Avatar"). */

function changesFrom(table: DataTable): Details {
  return Object.fromEntries(
    Object.entries(table.rowsHash()).map(([label, text]) => {
      const detail = fieldNamed(label);
      return [detail.key, valueOf(detail, text)];
    }),
  );
}

async function change(world: TravelWorld, traveller: Traveller, changes: Details) {
  return updateProfile(world, identityOf(traveller), changes);
}

When('{traveller} changes her/his/their {field} to {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  await change(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
});

When(
  '{traveller} tries to change her/his/their {field} to {string} through her/his/their profile',
  async function (this: TravelWorld, who: string, detail: Field, text: string) {
    await change(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
  },
);

Given('{traveller} has changed her/his/their {field} to {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  const traveller = this.cast.who(who);
  const answer = await change(this, traveller, { [detail.key]: valueOf(detail, text) });
  assert.equal(answer.status, 200, `${traveller.name}'s change answered ${answer.status}: ${answer.text.slice(0, 300)}`);
});

When('{traveller} clears her/his/their {field}', async function (this: TravelWorld, who: string, detail: Field) {
  await change(this, this.cast.who(who), { [detail.key]: null });
});

When('{traveller} changes her/his/their profile to:', async function (this: TravelWorld, who: string, table: DataTable) {
  await change(this, this.cast.who(who), changesFrom(table));
});

Then('{whose} profile shows:', async function (this: TravelWorld, whose: string, table: DataTable) {
  const profile = await profileOf(this, this.cast.whose(whose));
  for (const [label, text] of Object.entries(table.rowsHash())) assertShows(profile, fieldNamed(label), text);
});

Then('{whose} profile shows no {field}', async function (this: TravelWorld, whose: string, detail: Field) {
  const profile = (await profileOf(this, this.cast.whose(whose))) as Record<string, unknown>;
  assert.equal(profile[detail.key], null, `the profile shows ${detail.label} ${JSON.stringify(profile[detail.key])}`);
});

When('someone changes the name on the profile to {string} without saying who they are', async function (this: TravelWorld, name: string) {
  await updateProfile(this, { kind: 'nobody' }, { name });
});

When('someone changes the name on the profile to {string} with a made-up session', async function (this: TravelWorld, name: string) {
  await updateProfile(this, { kind: 'session', token: madeUpToken() }, { name });
});

// ── Avatar ──────────────────────────────────────────────────────────────────

async function upload(world: TravelWorld, traveller: Traveller, file: PickedFile) {
  const answer = await uploadAvatar(world, identityOf(traveller), file);
  world.cast.lastUpload = { traveller, file, answer };
  const reply = AvatarReplySchema.safeParse(answer.json);
  if (answer.status === 200 && reply.success) traveller.avatarUrls.push(reply.data.avatarUrl);
  return answer;
}

When('{traveller} uploads a {word} picture as her/his/their avatar', async function (this: TravelWorld, who: string, format: string) {
  await upload(this, this.cast.who(who), await picture(formatNamed(format)));
});

Given('{traveller} has uploaded a {word} picture as her/his/their avatar', async function (this: TravelWorld, who: string, format: string) {
  const answer = await upload(this, this.cast.who(who), await picture(formatNamed(format)));
  assert.equal(answer.status, 200, `the upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
});

When('{traveller} uploads a PNG picture larger than 2 MB as her/his/their avatar', async function (this: TravelWorld, who: string) {
  await upload(this, this.cast.who(who), await largePicture());
});

When('{traveller} uploads a text file named {string} as her/his/their avatar', async function (this: TravelWorld, who: string, name: string) {
  await upload(this, this.cast.who(who), pretender('text', name));
});

When('{traveller} uploads a web page named {string} as her/his/their avatar', async function (this: TravelWorld, who: string, name: string) {
  await upload(this, this.cast.who(who), pretender('web page', name));
});

When('someone uploads a {word} picture as an avatar without saying who they are', async function (this: TravelWorld, format: string) {
  await uploadAvatar(this, { kind: 'nobody' }, await picture(formatNamed(format)));
});

Then('{whose} profile shows her/his/their new avatar', async function (this: TravelWorld, whose: string) {
  const traveller = this.cast.whose(whose);
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `the upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const reply = AvatarReplySchema.parse(answer.json);
  const profile = await profileOf(this, traveller);
  assert.equal(profile.avatarUrl, reply.avatarUrl, 'the profile does not show the uploaded avatar');
  const earlier = traveller.avatarUrls.slice(0, -1);
  assert.ok(!earlier.includes(reply.avatarUrl), 'the new avatar has the address of an old one');
});

Then(
  'her/his/their picture is served at her/his/their avatar address as an image, and only as an image',
  async function (this: TravelWorld) {
    const upload = this.cast.lastUpload;
    assert.ok(upload, 'nothing was uploaded');
    const url = upload.traveller.avatarUrls.at(-1);
    assert.ok(url, `${upload.traveller.name} has no avatar address`);
    await assertServedPicture(this, url, upload.file);
  },
);

Then('{whose} profile has no avatar', async function (this: TravelWorld, whose: string) {
  assert.equal((await profileOf(this, this.cast.whose(whose))).avatarUrl, null);
});
