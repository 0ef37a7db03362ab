import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../app/logger';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { registration } from '../../app/testing/builders';

/**
 * Request-reset does the same work whether or not the account exists (ADR
 * 0018): one job recorded, the same answer; the link is made and mailed by the
 * job, and no live link ever sits in the job table. Here as in production, the
 * token is not revealed in the answer.
 */
const db = useTestDatabase();
const QUEUE = 'accounts.password-reset-requested/accounts.send-reset-link';
const logged: { mail?: { to: string; link?: string } }[] = [];
let app: HttpTestApp;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as (typeof logged)[number]);
      done();
    },
  });
  app = await startHttpTestApp(db.url, {
    env: { RESET_TOKEN_IN_RESPONSE: 'false' },
    logger: createLogger({ logLevel: 'info' }, destination),
  });
});
afterAll(async () => {
  await app?.stop();
});

const requestReset = (email: string) => app.call('/api/auth/request-reset', { method: 'POST', body: { email } });

interface JobRow {
  id: string;
  state: string;
  data: { payload: Record<string, unknown> };
}
const jobsOf = async (email: string): Promise<JobRow[]> =>
  db.knex('pgboss.job').where({ name: QUEUE }).whereRaw(`data->'payload'->>'email' = ?`, [email]).select('id', 'state', 'data');

async function doneJobsOf(email: string): Promise<JobRow[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const jobs = await jobsOf(email);
    if (jobs.length > 0 && jobs.every((job) => job.state === 'completed')) return jobs;
    if (Date.now() > deadline) throw new Error(`the reset jobs of ${email} did not complete: ${JSON.stringify(jobs)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('asking for a reset link', () => {
  it('does the same work for a known and an unknown address: the same answer and exactly one job each', async () => {
    const known = registration();
    expect((await app.call('/api/auth/register', { method: 'POST', body: known })).status).toBe(201);
    const unknown = `nobody.${Date.now()}@example.com`;

    const [knownAnswer, unknownAnswer] = [await requestReset(known.email), await requestReset(unknown)];
    expect(knownAnswer.status).toBe(200);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(unknownAnswer.status).toBe(knownAnswer.status);

    const [knownJobs, unknownJobs] = [await doneJobsOf(known.email.toLowerCase()), await doneJobsOf(unknown)];
    expect(knownJobs).toHaveLength(1);
    expect(unknownJobs).toHaveLength(1);
    expect(Object.keys(knownJobs[0]!.data.payload).sort()).toEqual(['email', 'locale']);
    expect(Object.keys(unknownJobs[0]!.data.payload).sort()).toEqual(['email', 'locale']);
  });

  it('mails a working link made by the job, which the job table never holds', async () => {
    const traveller = registration();
    expect((await app.call('/api/auth/register', { method: 'POST', body: traveller })).status).toBe(201);
    await requestReset(traveller.email);
    await doneJobsOf(traveller.email.toLowerCase());

    const mail = logged.find((line) => line.mail?.to.toLowerCase() === traveller.email.toLowerCase())?.mail;
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const jobTable = await db.knex.raw<{ rows: { data: string }[] }>(`select data::text from pgboss.job`);
    expect(jobTable.rows.some((row) => row.data.includes(token))).toBe(false);

    const reset = await app.call('/api/auth/reset-password', {
      method: 'POST',
      body: { resetToken: token, newPassword: 'a fresh password' },
    });
    expect(reset.status).toBe(200);
  });

  it('mails nothing and stores no link for an address without an account', async () => {
    const links = async () => Number((await db.knex('password_reset_tokens').count<{ count: string }[]>({ count: '*' }).first())?.count);
    const before = await links();
    const unknown = `ghost.${Date.now()}@example.com`;
    await requestReset(unknown);
    await doneJobsOf(unknown);
    expect(logged.some((line) => line.mail?.to === unknown)).toBe(false);
    expect(await links()).toBe(before);
  });
});
