import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AvatarReplySchema } from '../../contracts/accounts';
import { formatNamed, largePicture, picture, pretender, type PickedFile } from '../support/builders/pictures';
import type { Traveller } from '../support/tasks/cast';
import { lastAnswer } from '../support/tasks/http';
import { identityOf } from '../support/tasks/identity';
import { profileOf } from '../support/tasks/profile';
import { assertServedPicture, uploadAvatar } from '../support/tasks/avatars';
import type { TravelWorld } from '../support/world';

/** The traveller's avatar (spec 1 §5 "Avatar"): pictures accepted, files refused, and how the picture is served. */

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

When(
  '{traveller} uploads a text file named {string} as her/his/their avatar',
  async function (this: TravelWorld, who: string, name: string) {
    await upload(this, this.cast.who(who), pretender('text', name));
  },
);

When(
  '{traveller} uploads a web page named {string} as her/his/their avatar',
  async function (this: TravelWorld, who: string, name: string) {
    await upload(this, this.cast.who(who), pretender('web page', name));
  },
);

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
