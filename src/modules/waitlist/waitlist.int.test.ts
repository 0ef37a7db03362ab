import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { backgroundWorkDone } from '../../app/testing/background-work';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { RecordingMailer } from '../../app/testing/recording-mailer';

/**
 * What the waitlist feature (features/landing/waitlist.feature) does not say
 * in product words: a new address and a known one cost the same work (one
 * guide job each, the same answer), parallel sign-ups of one address leave one
 * row, and the guide is the same file on every request (cached, stable ETag).
 */
const db = useTestDatabase();
const QUEUE = 'waitlist.guide-requested/waitlist.send-guide';
const mail = new RecordingMailer();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { mailer: mail, rateLimitOverrides: { 'waitlist-ip': { limit: 1000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await app?.stop();
});

const join = (email: string) => app.call('/api/waitlist', { method: 'POST', body: { email } });
const jobsOf = async () => Number((await db.knex('pgboss.job').where('name', QUEUE).count<{ n: string }[]>({ n: '*' }))[0]!.n);
const rowsOf = async (email: string) =>
  Number((await db.knex('waitlist_entries').whereRaw('lower(email) = ?', [email]).count<{ n: string }[]>({ n: '*' }))[0]!.n);

describe('POST /api/waitlist', () => {
  it('does the same work for a new address and one already on the list', async () => {
    const before = await jobsOf();
    const first = await join('same.work@example.com');
    const second = await join('Same.Work@Example.com');
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect((await jobsOf()) - before).toBe(2);
    expect(await rowsOf('same.work@example.com')).toBe(1);
    const jobs = await db.knex('pgboss.job').where('name', QUEUE).select('data');
    expect(JSON.stringify(jobs)).not.toContain('/api/guide/');
  });

  it('keeps one row when the same address signs up many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => join('burst@example.com')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf('burst@example.com')).toBe(1);
  });

  it('mails the guide at most three times an hour to one address, answering the same each time', async () => {
    for (let i = 0; i < 5; i += 1) expect((await join('inbox@example.com')).status).toBe(200);
    await backgroundWorkDone(db.knex, 'waitlist.');
    expect(mail.to('inbox@example.com')).toHaveLength(3);
  });
});

describe('GET /api/guide/:file', () => {
  it('answers the same bytes and version each time, cached for an hour', async () => {
    const first = await fetch(`${app.url}/api/guide/hotel-workouts-en.pdf`);
    const second = await fetch(`${app.url}/api/guide/hotel-workouts-en.pdf`);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('gives each language its own file', async () => {
    const [en, es] = await Promise.all(['en', 'es'].map((lang) => fetch(`${app.url}/api/guide/hotel-workouts-${lang}.pdf`)));
    expect(en?.headers.get('etag')).not.toBe(es?.headers.get('etag'));
  });

  it('knows only the two guides', async () => {
    expect((await app.call('/api/guide/hotel-workouts-fr.pdf')).status).toBe(404);
  });
});
