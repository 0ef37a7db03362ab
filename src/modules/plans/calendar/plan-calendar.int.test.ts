import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema, PLAN_ERRORS } from '../../../../contracts/plans';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { createLogger } from '../../../app/logger';
import { registration } from '../../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../../app/testing/http-test-app';
import { storeTravelPlan, travelPlan } from '../../../app/testing/travel-plan';
import { startLocalTrial } from '../../../app/testing/trial';

/**
 * The calendar link over HTTP on a real database: what is stored (a hash,
 * never the token), what a new link and a revoke do to the old one, whose
 * plan a link shows, and what the log keeps of a link. What a traveller and
 * their calendar app see is in features/plans/calendar-feed.feature.
 */
const db = useTestDatabase();
const ORIGIN = 'https://travelfit.example';
const logLines: string[] = [];
let app: HttpTestApp;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await startHttpTestApp(db.url, {
    env: { PUBLIC_ORIGIN: ORIGIN },
    logger: createLogger({ logLevel: 'debug' }, destination),
  });
});
afterAll(async () => {
  await app?.stop();
});

interface Traveller {
  userId: string;
  token: string;
}

async function traveller({ pro }: { pro: boolean }): Promise<Traveller> {
  const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  const { token, user } = registered.body as { token: string; user: { id: string } };
  if (pro) await startLocalTrial(app, token);
  return { userId: user.id, token };
}

async function withPlan(who: Traveller, title: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const plan = travelPlan({ startDate: today, sessions: [{ date: today, startsAt: `${today}T18:00:00Z`, title }] });
  await storeTravelPlan(db.knex, who.userId, plan);
  return plan.id;
}

async function makeLink(who: Traveller, headers: Record<string, string> = {}) {
  const answer = await app.call('/api/plan/calendar-feed', { method: 'POST', token: who.token, headers });
  expect(answer.status, answer.text).toBe(201);
  return CalendarFeedCreatedSchema.parse(answer.body);
}

const feedPath = (url: string) => new URL(url).pathname;
const tokenIn = (url: string) => feedPath(url).split('/').at(-1)!.replace(/\.ics$/, '');
const summariesOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary);

describe('the calendar link', () => {
  it('is an https and a webcal address on the public origin, with a 43-character url-safe token of which only the SHA-256 is stored', async () => {
    const ana = await traveller({ pro: true });
    const link = await makeLink(ana);
    const token = tokenIn(link.url);
    expect(link.url).toBe(`${ORIGIN}/api/plan/calendar/${token}.ics`);
    expect(link.webcalUrl).toBe(`webcal://travelfit.example/api/plan/calendar/${token}.ics`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await db.knex('plan_calendar_feeds').where({ user_id: ana.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = await app.call('/api/plan/calendar-feed', { token: ana.token });
    expect(CalendarFeedStatusSchema.parse(status.body)).toEqual({ active: true, createdAt: link.createdAt });
  });

  it('serves the plan as text/calendar that no shared cache keeps', async () => {
    const ana = await traveller({ pro: true });
    await withPlan(ana, '20-Minute Hotel Room Full Body Workout');
    const feed = await app.call(feedPath((await makeLink(ana)).url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(summariesOf(feed.text)).toEqual(['20-Minute Hotel Room Full Body Workout']);
  });

  it('made again, replaces the old one: the old address finds nothing, the new one works', async () => {
    const ana = await traveller({ pro: true });
    await withPlan(ana, '20-Minute Home Full Body Workout');
    const old = await makeLink(ana);
    const renewed = await makeLink(ana);
    const gone = await app.call(feedPath(old.url));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: PLAN_ERRORS['plans.calendar-feed-not-found'], code: 'plans.calendar-feed-not-found' });
    expect((await app.call(feedPath(renewed.url))).status).toBe(200);
    const rows = await db.knex('plan_calendar_feeds').where({ user_id: ana.userId }).select('token_hash');
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(tokenIn(renewed.url)).digest('hex') }]);
  });

  it('revoked, is deleted and finds nothing; revoking again answers the same', async () => {
    const ana = await traveller({ pro: true });
    const link = await makeLink(ana);
    expect((await app.call('/api/plan/calendar-feed', { method: 'DELETE', token: ana.token })).status).toBe(204);
    expect((await app.call('/api/plan/calendar-feed', { method: 'DELETE', token: ana.token })).status).toBe(204);
    expect((await app.call(feedPath(link.url))).body.code).toBe('plans.calendar-feed-not-found');
    expect(await db.knex('plan_calendar_feeds').where({ user_id: ana.userId })).toEqual([]);
  });

  it('shows only its own traveller’s plan', async () => {
    const [ana, ben] = [await traveller({ pro: true }), await traveller({ pro: true })];
    const [anaPlan, benPlan] = [await withPlan(ana, 'Ana’s Gate Workout'), await withPlan(ben, 'Ben’s Hotel Workout')];
    const [anaFeed, benFeed] = [
      (await app.call(feedPath((await makeLink(ana)).url))).text,
      (await app.call(feedPath((await makeLink(ben)).url))).text,
    ];
    expect(summariesOf(anaFeed)).toEqual(['Ana’s Gate Workout']);
    expect(summariesOf(benFeed)).toEqual(['Ben’s Hotel Workout']);
    expect(anaFeed).not.toContain(benPlan);
    expect(benFeed).not.toContain(anaPlan);
  });

  it('is refused to a traveller without Pro, and nothing is stored', async () => {
    const carla = await traveller({ pro: false });
    const refused = await app.call('/api/plan/calendar-feed', { method: 'POST', token: carla.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plans.pro-required');
    expect(await db.knex('plan_calendar_feeds').where({ user_id: carla.userId })).toEqual([]);
  });

  it('is managed only by a signed-in traveller', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await app.call('/api/plan/calendar-feed', { method })).status).toBe(401);
    }
  });

  it('never reaches the log: the request line keeps the path without the token', async () => {
    const ana = await traveller({ pro: true });
    const token = tokenIn((await makeLink(ana)).url);
    await app.call(`/api/plan/calendar/${token}.ics`);
    await app.call(`/API/Plan/Calendar/${token}.ics/`);
    await expect.poll(() => logLines.filter((line) => line.includes('/api/plan/calendar/[redacted]')).length).toBeGreaterThanOrEqual(1);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });
});
