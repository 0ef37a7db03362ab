import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../shared/kernel';
import { TRIAL_REMINDER_QUEUE } from '../../modules/subscriptions';
import { useTestDatabase } from '../database/testing/test-database';
import { registration } from '../testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { RecordingMailer } from '../testing/recording-mailer';
import { startLocalTrial } from '../testing/trial';

/**
 * The mail server down (issue 16), with two app processes on one database,
 * each with its own mailer, sharing one clock: a reset link and a trial
 * reminder are retried by the job queue, sent once the server is back, and
 * sent once in all, even when a job that sent its mail runs again because its
 * completion was lost. Waits for the queue's states, and pulls a retry forward
 * instead of waiting out its backoff (10 s and more).
 */
const db = useTestDatabase();
const RESET_QUEUE = 'accounts.password-reset-requested/accounts.send-reset-link';
const HOUR = 60 * 60 * 1000;
const clock = new FixedClock(new Date());
const mailers = [new RecordingMailer(), new RecordingMailer()];
let apps: HttpTestApp[] = [];

beforeAll(async () => {
  // Production's way: the token is made by the job and only the mail holds the link.
  const env = { RESET_TOKEN_IN_RESPONSE: 'false' };
  apps = await Promise.all(mailers.map((mailer) => startHttpTestApp(db.url, { clock, mailer, env })));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

const [first, second] = [() => apps[0]!, () => apps[1]!];
const mailTo = (email: string) => mailers.flatMap((mailer) => mailer.to(email));
const mailServerDown = () => mailers.forEach((mailer) => mailer.goDown());
const mailServerBack = () => mailers.forEach((mailer) => mailer.comeBack());

interface Job {
  id: string;
  state: string;
  retry_count: number;
}

const resetJobOf = async (email: string): Promise<Job | undefined> =>
  db
    .knex('pgboss.job')
    .where({ name: RESET_QUEUE })
    .whereRaw(`data->'payload'->>'email' = ?`, [email])
    .first<Job | undefined>('id', 'state', 'retry_count');

/** Polls until `condition` holds of the job (20 s at most: the queue is woken at once, a busy machine is slow). */
async function jobUntil(email: string, what: string, condition: (job: Job) => boolean): Promise<Job> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await resetJobOf(email);
    if (job && condition(job)) return job;
    if (Date.now() > deadline) throw new Error(`the reset job of ${email} is not ${what}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The retry pg-boss has scheduled (after a backoff of 10 s or more) is due now. */
async function retryNow(jobId: string): Promise<void> {
  await db.knex('pgboss.job').where({ id: jobId, state: 'retry' }).update({ start_after: db.knex.fn.now() });
}

async function registered(): Promise<{ email: string; token: string; userId: string }> {
  const body = registration();
  const answer = await first().call('/api/auth/register', { method: 'POST', body });
  expect(answer.status).toBe(201);
  return { email: body.email, token: answer.body.token as string, userId: answer.body.user.id as string };
}

const resetTokensOf = async (userId: string) =>
  Number((await db.knex('password_reset_tokens').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]!.count);

describe('a reset link while the mail server is down', () => {
  it('is retried by the queue and sent once the server is back, once, and the link works', async () => {
    const { email, userId } = await registered();
    mailServerDown();
    const attemptsBefore = mailers[0]!.attempts + mailers[1]!.attempts;
    expect((await first().call('/api/auth/request-reset', { method: 'POST', body: { email } })).status).toBe(200);

    const failed = await jobUntil(email, 'waiting for its retry', (job) => job.state === 'retry');
    // Eight retries, from 10 s doubling up to 10 min, span the link's 30 minutes (pg-boss's default of five spans about 5).
    expect(await db.knex('pgboss.job').where({ id: failed.id }).first('retry_limit')).toEqual({ retry_limit: 8 });
    expect(mailers[0]!.attempts + mailers[1]!.attempts).toBeGreaterThan(attemptsBefore);
    expect(mailTo(email)).toEqual([]);
    expect(await resetTokensOf(userId)).toBe(0); // a refused mail leaves no pending reset behind

    mailServerBack();
    await retryNow(failed.id);
    await jobUntil(email, 'completed', (job) => job.state === 'completed');
    expect(mailTo(email)).toHaveLength(1);

    const link = new URL(mailTo(email)[0]!.link!);
    const reset = await second().call('/api/auth/reset-password', {
      method: 'POST',
      body: { resetToken: link.searchParams.get('token'), newPassword: 'a-new-horse-42' },
    });
    expect(reset.status).toBe(200);
  });

  it('is not sent again when the job that sent it runs again (its completion was lost), in either process', async () => {
    const { email, userId } = await registered();
    expect((await second().call('/api/auth/request-reset', { method: 'POST', body: { email } })).status).toBe(200);
    const done = await jobUntil(email, 'completed', (job) => job.state === 'completed');
    expect(mailTo(email)).toHaveLength(1);

    // As if the worker crashed after the mail left and before pg-boss recorded the job done: the job is delivered again.
    for (let again = 0; again < 2; again += 1) {
      await db.knex('pgboss.job').where({ id: done.id }).update({ state: 'created', completed_on: null, start_after: db.knex.fn.now() });
      await jobUntil(email, 'completed again', (job) => job.state === 'completed');
    }
    expect(mailTo(email)).toHaveLength(1);
    expect(await resetTokensOf(userId)).toBe(1);
  });

  it('is not sent once the link it would carry has expired', async () => {
    const { email, userId } = await registered();
    mailServerDown();
    expect((await first().call('/api/auth/request-reset', { method: 'POST', body: { email } })).status).toBe(200);
    const failed = await jobUntil(email, 'waiting for its retry', (job) => job.state === 'retry');
    mailServerBack();
    clock.advance(31 * 60 * 1000);
    await retryNow(failed.id);
    await jobUntil(email, 'completed', (job) => job.state === 'completed');
    expect(mailTo(email)).toEqual([]);
    expect(await resetTokensOf(userId)).toBe(0);
  });
});

describe('a trial reminder while the mail server is down', () => {
  it('is sent by a later run of the sweep once the server is back, once, with both processes sweeping at the same moment', async () => {
    const { email, token } = await registered();
    await startLocalTrial(first(), token);
    const status = await first().call('/api/subscription/status', { token });
    clock.advance(Date.parse(status.body.trialEndsAt as string) - 23 * HOUR - clock.now().getTime());

    mailServerDown();
    await first().runScheduledJob(TRIAL_REMINDER_QUEUE);
    expect(mailTo(email)).toEqual([]);

    mailServerBack();
    await Promise.all([first().runScheduledJob(TRIAL_REMINDER_QUEUE), second().runScheduledJob(TRIAL_REMINDER_QUEUE)]);
    expect(mailTo(email)).toHaveLength(1);
    // A sweep that runs again (its job's completion lost, the next minute's tick) finds the reminder sent.
    await Promise.all([first().runScheduledJob(TRIAL_REMINDER_QUEUE), second().runScheduledJob(TRIAL_REMINDER_QUEUE)]);
    expect(mailTo(email)).toHaveLength(1);
  });
});
