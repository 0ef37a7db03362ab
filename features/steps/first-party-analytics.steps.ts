import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { HERE } from '../support/tasks/cast';
import {
  dayAgo,
  detailsOfSize,
  openReport,
  pageView,
  publicIdOf,
  report,
  reportEvent,
  seedEvents,
  storedEvents,
  waitForOpenedAccount,
} from '../support/tasks/analytics';
import { lastAnswer } from '../support/tasks/http';
import type { TravelWorld } from '../support/world';

/** "Carla's" → "Carla". */
const named = (whose: string) => whose.replace(/'s$/, '');

When('{whose} browser reports a page view of {string}', async function (this: TravelWorld, whose: string, path: string) {
  await reportEvent(this, this.cast.who(named(whose)), pageView(path));
});

When(
  '{whose} browser reports a page view of {string} with the header {string}',
  async function (this: TravelWorld, whose: string, path: string, header: string) {
    const [name, value] = header.split(':').map((part) => part.trim());
    await reportEvent(this, this.cast.who(named(whose)), pageView(path), { [name!.toLowerCase()]: value! });
  },
);

When(
  '{whose} browser reports a page view naming {whose} device in the body',
  async function (this: TravelWorld, whose: string, other: string) {
    const deviceId = this.cast.named(named(other)).deviceId;
    await reportEvent(this, this.cast.who(named(whose)), { ...pageView('/'), deviceId });
  },
);

When(
  '{whose} browser reports a {string} with details {string}',
  async function (this: TravelWorld, whose: string, eventName: string, details: string) {
    await reportEvent(this, this.cast.who(named(whose)), { eventName, eventData: details });
  },
);

When(
  '{whose} browser reports a {string} with details of {int} bytes',
  async function (this: TravelWorld, whose: string, eventName: string, bytes: number) {
    const eventData = detailsOfSize(bytes);
    assert.equal(Buffer.byteLength(eventData), bytes);
    await reportEvent(this, this.cast.who(named(whose)), { eventName, eventData });
  },
);

When(
  '{whose} browser reports {int} page views of {string}',
  async function (this: TravelWorld, whose: string, count: number, path: string) {
    const traveller = this.cast.who(named(whose));
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await reportEvent(this, traveller, pageView(path))).status);
    this.remembered.set('statuses', statuses.join(','));
  },
);

Given("the server's clock stands still", function (this: TravelWorld) {
  this.app!.clock.setTo(this.app!.clock.now());
});

Then('the event is taken', function (this: TravelWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 204, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
});

Then('all {int} are taken', function (this: TravelWorld, count: number) {
  assert.deepEqual(
    this.remembered.get('statuses')?.split(','),
    Array.from({ length: count }, () => '204'),
  );
});

Then('the event is refused as invalid', function (this: TravelWorld) {
  assert.equal(lastAnswer(this).status, 400, lastAnswer(this).text.slice(0, 300));
});

Then('the event is refused as invalid, naming {string}', function (this: TravelWorld, field: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 400, answer.text.slice(0, 300));
  const details = (answer.json as { details?: { field?: string }[] }).details ?? [];
  assert.ok(
    details.some((detail) => detail.field === field),
    `the answer does not name ${field}: ${answer.text.slice(0, 300)}`,
  );
});

Then('nothing is recorded', async function (this: TravelWorld) {
  assert.deepEqual(await storedEvents(this), []);
});

Then('one page view of {string} is recorded about {traveller}', async function (this: TravelWorld, path: string, who: string) {
  const events = await storedEvents(this, { event_name: 'page_view' });
  assert.deepEqual(
    events.map((event) => [event.event_data, event.traveller_id]),
    [[{ path }, await publicIdOf(this, this.cast.who(who))]],
  );
});

Then(
  '{int} page views of {string} are recorded about {traveller}',
  async function (this: TravelWorld, count: number, path: string, who: string) {
    const id = await publicIdOf(this, this.cast.who(who));
    const events = await storedEvents(this, { event_name: 'page_view', traveller_id: id });
    assert.equal(events.filter((event) => event.event_data.path === path).length, count);
  },
);

Then('one {string} is recorded about {traveller}', async function (this: TravelWorld, eventName: string, who: string) {
  const id = await publicIdOf(this, this.cast.who(who));
  const events = await storedEvents(this, { event_name: eventName });
  assert.deepEqual(
    events.map((event) => [event.traveller_id, event.user_id]),
    [[id, id]],
  );
});

Then('the stored event holds neither her/his/their device identifier nor her/his/their address', async function (this: TravelWorld) {
  const stored = JSON.stringify(await storedEvents(this));
  const deviceId = this.cast.who('she').deviceId!;
  assert.ok(!stored.includes(deviceId), 'the device identifier was stored');
  assert.ok(!/127\.0\.0\.1|::1/.test(stored), 'an address was stored');
});

Then('she/he/they is/are told to slow down and try again within {int} seconds', function (this: TravelWorld, seconds: number) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 429, answer.text.slice(0, 300));
  const retryAfter = Number(answer.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= seconds, `Retry-After: ${retryAfter}`);
});

When('someone opens the analytics report without signing in', async function (this: TravelWorld) {
  await openReport(this, undefined);
});

When('{traveller} opens the analytics report', async function (this: TravelWorld, who: string) {
  await openReport(this, this.cast.who(who).sessions.get(HERE));
});

Then('she/he/they is/are refused as not an administrator', function (this: TravelWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 403);
  assert.equal((answer.json as { code?: string }).code, 'analytics.admin-only');
});

Given('the app has counted her/his/their new account', async function (this: TravelWorld) {
  await waitForOpenedAccount(this, this.cast.who('she'));
});

Given('these events were recorded:', async function (this: TravelWorld, table: DataTable) {
  await seedEvents(
    this,
    table
      .hashes()
      .map((row) => ({ traveller: row.traveller!, event: row.event!, details: row.details!, daysAgo: Number(row['days ago']) })),
  );
});

Then('the report covers {int} days, the last one today', function (this: TravelWorld, days: number) {
  const { days: covered } = report(this);
  assert.equal(covered.length, days);
  assert.equal(covered.at(-1), dayAgo(this, 0));
  assert.equal(covered[0], dayAgo(this, days - 1));
});

Then('it counts these events per day:', function (this: TravelWorld, table: DataTable) {
  const { days, events } = report(this);
  const expected = new Map(table.hashes().map((row) => [`${row.event} ${dayAgo(this, Number(row['days ago']))}`, Number(row.count)]));
  const counted = new Map<string, number>();
  for (const event of events) {
    event.perDay.forEach((count, index) => {
      if (count > 0) counted.set(`${event.eventName} ${days[index]}`, count);
    });
  }
  assert.deepEqual(Object.fromEntries([...counted].sort()), Object.fromEntries([...expected].sort()));
});

Then('the funnel counts these travellers:', function (this: TravelWorld, table: DataTable) {
  assert.deepEqual(
    report(this).funnel,
    table.hashes().map((row) => ({ step: row.step, travellers: Number(row.travellers) })),
  );
});
