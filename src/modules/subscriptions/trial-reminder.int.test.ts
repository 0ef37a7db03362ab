import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../../app/jobs/pg-boss-job-queue';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { backgroundWorkDone } from '../../app/testing/background-work';
import { registration } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { RecordingMailer } from '../../app/testing/recording-mailer';
import { startLocalTrial } from '../../app/testing/trial';
import { FixedClock } from '../../shared/kernel';
import { TRIAL_REMINDER_QUEUE } from './application/trial-reminder/send-trial-reminders.job';

const db = useTestDatabase();
const HOUR = 60 * 60 * 1000;

let app: HttpTestApp;
const clock = new FixedClock(new Date());
const mail = new RecordingMailer();

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { clock, mailer: mail });
});
afterAll(async () => {
  await app?.stop();
});

/** A traveller on a trial whose end is 23 hours away on the app's clock: the reminder is due. */
async function trialEndingTomorrow(): Promise<{ email: string; token: string; userId: string }> {
  const body = registration();
  const registered = await app.call('/api/auth/register', { method: 'POST', body });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  await startLocalTrial(app, token);
  const status = await app.call('/api/subscription/status', { token });
  clock.advance(Date.parse(status.body.trialEndsAt as string) - 23 * HOUR - clock.now().getTime());
  return { email: body.email, token, userId: registered.body.user.id as string };
}

const remindersOf = async (userId: string) =>
  Number(
    (
      await db
        .knex('trial_reminders as r')
        .join('subscriptions as s', 's.id', 'r.subscription_id')
        .where('s.user_id', userId)
        .count<{ count: string }[]>('* as count')
    )[0]!.count,
  );

const cancelLinkToken = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

describe('the trial reminder sweep', () => {
  it('sends one e-mail when two sweeps run at the same moment', async () => {
    const { email, userId } = await trialEndingTomorrow();
    await Promise.all([app.runScheduledJob(TRIAL_REMINDER_QUEUE), app.runScheduledJob(TRIAL_REMINDER_QUEUE)]);
    await app.runScheduledJob(TRIAL_REMINDER_QUEUE);
    expect(mail.to(email)).toHaveLength(1);
    expect(await remindersOf(userId)).toBe(1);
  });

  it('keeps nothing when the mail server refuses the e-mail, and the next sweep sends it', async () => {
    const { email, userId } = await trialEndingTomorrow();
    mail.failNext();
    await app.runScheduledJob(TRIAL_REMINDER_QUEUE);
    expect(mail.to(email)).toHaveLength(0);
    expect(await remindersOf(userId)).toBe(0);
    await app.runScheduledJob(TRIAL_REMINDER_QUEUE);
    expect(mail.to(email)).toHaveLength(1);
    expect(await remindersOf(userId)).toBe(1);
  });

  it('is scheduled every minute, and a job of its queue runs it', async () => {
    const schedule = await db.knex('pgboss.schedule').where({ name: TRIAL_REMINDER_QUEUE }).first<{ cron: string } | undefined>('cron');
    expect(schedule?.cron).toBe('* * * * *');

    const { email } = await trialEndingTomorrow();
    // Another process's queue sends the job a tick would: this app's worker runs it.
    const other = new PgBossJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
    await other.start();
    try {
      await other.send(TRIAL_REMINDER_QUEUE, {});
    } finally {
      await other.stop();
    }
    await backgroundWorkDone(db.knex, TRIAL_REMINDER_QUEUE);
    expect(mail.to(email)).toHaveLength(1);
  });
});

describe('the cancel link', () => {
  it('cancels once, keeping Pro until the trial ends; clicking twice at once cancels once', async () => {
    const { email, token } = await trialEndingTomorrow();
    await app.runScheduledJob(TRIAL_REMINDER_QUEUE);
    const link = cancelLinkToken(mail.to(email)[0]?.link);
    const click = () => app.call('/api/subscription/cancel-by-link', { method: 'POST', body: { token: link } });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const status = await app.call('/api/subscription/status', { token });
    expect(status.body).toMatchObject({ subscriptionStatus: 'canceled', isActive: true, cancelAtPeriodEnd: true });
    expect(answers.find((answer) => answer.status === 200)!.body.accessEndsAt).toBe(status.body.trialEndsAt);
  });

  it('keeps only the hash of the link’s token', async () => {
    const { email, userId } = await trialEndingTomorrow();
    await app.runScheduledJob(TRIAL_REMINDER_QUEUE);
    const link = cancelLinkToken(mail.to(email)[0]?.link);
    const rows = await db
      .knex('trial_reminders as r')
      .join('subscriptions as s', 's.id', 'r.subscription_id')
      .where('s.user_id', userId)
      .select('r.*');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link);
  });
});
