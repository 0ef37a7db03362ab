import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { madeUpToken } from '../support/builders/identifiers';
import type { TravelWorld } from '../support/world';
import { eventually } from '../support/tasks/browser';
import { openLandingPage } from '../support/tasks/landing';
import { AUTH_TOKEN_KEY, blockReport, DEVICE_ID_FORMAT, deviceId, serveUnknownBlock } from '../support/tasks/visitor';

const EARLIER_COOKIE = { name: 'fc_earlier_visit', value: 'yes' };

Given('a visitor who has a cookie from an earlier visit', function (this: TravelWorld) {
  this.visitor.cookies.push(EARLIER_COOKIE);
});

Given('a traveller who is signed in on this browser', function (this: TravelWorld) {
  const token = madeUpToken();
  this.visitor.storage[AUTH_TOKEN_KEY] = token;
  this.remembered.set('token', token);
});

Given('the server will send a block the app does not know', function (this: TravelWorld) {
  this.visitor.interceptions.push((context) => serveUnknownBlock(this, context));
});

Then('the app called the server at least once', async function (this: TravelWorld) {
  assert.ok(await eventually(async () => this.apiRequests.length > 0), 'the app made no call to /api');
});

Then('every call the app made carried their cookies', async function (this: TravelWorld) {
  for (const request of this.apiRequests) {
    const cookie = (await request.allHeaders()).cookie ?? '';
    assert.ok(cookie.includes(`${EARLIER_COOKIE.name}=${EARLIER_COOKIE.value}`), `${request.method()} ${request.url()} sent no cookies`);
  }
});

Then('no call without a body declared a content type', async function (this: TravelWorld) {
  const bodiless = () => this.apiRequests.filter((request) => request.postData() === null);
  assert.ok(await eventually(async () => bodiless().length > 0), 'the app made no call without a body');
  const withoutBody = bodiless();
  for (const request of withoutBody) {
    const headers = await request.allHeaders();
    assert.equal(headers['content-type'], undefined, `${request.method()} ${request.url()} declared ${headers['content-type']}`);
  }
});

Then('the app reports the unknown block to the server', async function (this: TravelWorld) {
  const report = await blockReport(this);
  const body = report.postDataJSON() as { type?: string; reason?: string; blockId?: string };
  assert.equal(body.type, 'hologram');
  assert.equal(body.reason, 'unknown-block');
});

Then("the report was sent as JSON with the visitor's cookies", async function (this: TravelWorld) {
  const headers = await (await blockReport(this)).allHeaders();
  assert.match(headers['content-type'] ?? '', /^application\/json/);
  assert.ok((headers.cookie ?? '').includes(EARLIER_COOKIE.name), 'the report carried no cookies');
});

Then('their sign-in token went only to the check of their session', async function (this: TravelWorld) {
  const token = this.remembered.get('token')!;
  // A page the server drew loads the app after it has painted: wait for the session check the app starts with.
  const checked = await eventually(async () => this.apiRequests.some((request) => new URL(request.url()).pathname === '/api/auth/profile'));
  assert.ok(checked, 'the app never checked the session');
  for (const request of this.apiRequests) {
    const headers = await request.allHeaders();
    const path = new URL(request.url()).pathname;
    // The session check, and the app's own page views, which are about whoever sends them (features/platform/analytics.feature).
    if (path === '/api/auth/profile' || path === '/api/analytics') continue;
    assert.ok(!(headers.authorization ?? '').includes(token), `${path} carried the token`);
  }
});

Then('no call the app made carried the device identifier', async function (this: TravelWorld) {
  for (const request of this.apiRequests) {
    if (new URL(request.url()).pathname === '/api/analytics') continue;
    assert.equal((await request.allHeaders())['x-device-id'], undefined, `${request.url()} carried X-Device-Id`);
  }
});

When('a visitor opens the landing page for the first time', async function (this: TravelWorld) {
  const page = await openLandingPage(this);
  this.remembered.set('device id', (await deviceId(page)) ?? '');
});

Then(
  'the browser keeps a device identifier made of {string} and {int} hexadecimal characters',
  function (this: TravelWorld, prefix: string, length: number) {
    assert.equal(prefix, 'fc_');
    assert.equal(length, 32);
    const id = this.remembered.get('device id');
    assert.ok(id, 'the first visit stored no device identifier (localStorage fc_uid is empty)');
    assert.match(id, DEVICE_ID_FORMAT);
  },
);

Then('the browser still keeps the device identifier of the first visit', async function (this: TravelWorld) {
  const first = this.remembered.get('device id');
  assert.ok(first, 'the first visit stored no device identifier (localStorage fc_uid is empty)');
  assert.match(first, DEVICE_ID_FORMAT);
  assert.equal(await deviceId(this.currentPage), first);
});
