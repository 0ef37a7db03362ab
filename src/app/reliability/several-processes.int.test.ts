import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionOutcomeSchema } from '../../../contracts/gamification';
import { SubscriptionStatusReplySchema } from '../../../contracts/subscriptions';
import { FREE_WORKOUTS_PER_WEEK, UsageLimitReachedSchema } from '../../../contracts/usage';
import { systemClock } from '../../shared/kernel';
import { useTestDatabase } from '../database/testing/test-database';
import { startAppProcesses, type AppProcesses } from '../testing/app-processes';
import { backgroundWorkDone } from '../testing/background-work';
import { newDeviceId, registration } from '../testing/builders';
import { FakeStripe } from '../testing/fake-stripe/fake-stripe';
import { signedWebhook, stripeEnvFor } from '../testing/fake-stripe/stripe-test-env';
import { callHttp, type Answer, type CallOptions } from '../testing/http-test-app';

/**
 * Three app processes on one PostgreSQL behave as one app (issue 16,
 * "Scale-out"): every piece of state that must be shared lives in the
 * database, so the concurrency tests of a single process give the same exact
 * totals when their requests are spread over three. Request n goes to process
 * n mod 3, so each process serves its share of every burst.
 */
const db = useTestDatabase();
const PROCESSES = 3;
const CARD = '4242424242424242';
/** The accounts module's limits (SECURITY.md "brute force", ADR 0021): wrong passwords for one account from one address… */
const LOGIN_FAILURES_FROM_ONE_PLACE = 10;
/** …and reset links asked for one address, each in 15 minutes. */
const RESET_LINKS_PER_ADDRESS = 5;
let fake: FakeStripe;
let running: AppProcesses;

beforeAll(async () => {
  fake = await FakeStripe.start(systemClock);
  // LOG_LEVEL info: the development mailer logs each e-mail it would send.
  running = await startAppProcesses({
    count: PROCESSES,
    databaseUrl: db.url,
    env: { ...stripeEnvFor(fake), LOG_LEVEL: 'info', RESET_TOKEN_IN_RESPONSE: 'false' },
  });
});
afterAll(async () => {
  await running?.stop();
  await fake?.stop();
});

/** A call to process `index` (mod 3). */
const on =
  (index: number) =>
  (pathname: string, options?: CallOptions): Promise<Answer> =>
    callHttp(running.urls[index % PROCESSES]!, pathname, options);

/** `count` requests sent at the same moment, request n to process n mod 3. */
const spread = (count: number, request: (call: ReturnType<typeof on>) => Promise<Answer>): Promise<Answer[]> =>
  Promise.all(Array.from({ length: count }, (_, n) => request(on(n))));

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort((a, b) => a - b);
const times = (count: number, status: number) => Array.from({ length: count }, () => status);

async function registered(call = on(0)): Promise<{ email: string; password: string; token: string; userId: string }> {
  const body = registration();
  const answer = await call('/api/auth/register', { method: 'POST', body });
  expect(answer.status, answer.text).toBe(201);
  return { email: body.email, password: body.password, token: answer.body.token as string, userId: answer.body.user.id as string };
}

describe('three app processes on one database', () => {
  it('share sessions: signed in on one, used on another, signed out on a third, refused on all', async () => {
    const { email, password } = await registered();
    const signedIn = await on(0)('/api/auth/login', { method: 'POST', body: { email, password } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;

    expect((await on(1)('/api/auth/profile', { token })).status).toBe(200);
    expect((await on(2)('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect([await on(0)('/api/auth/profile', { token }), await on(1)('/api/auth/profile', { token })].map((a) => a.status)).toEqual([
      401, 401,
    ]);
  });

  it('allow 10 wrong passwords from one place in all, as one process does, however the guesses are spread', async () => {
    const limit = LOGIN_FAILURES_FROM_ONE_PLACE;
    const { email, password } = await registered();
    const guesses = await spread(limit + 8, (call) =>
      call('/api/auth/login', { method: 'POST', body: { email, password: 'not her password' } }),
    );
    expect(statuses(guesses)).toEqual([...times(limit, 401), ...times(8, 429)]);
    // The right password waits too, on every process.
    const right = await spread(PROCESSES, (call) => call('/api/auth/login', { method: 'POST', body: { email, password } }));
    expect(statuses(right)).toEqual(times(PROCESSES, 429));
  });

  it('send 5 reset links for one address in all, as one process does, however the requests are spread', async () => {
    const limit = RESET_LINKS_PER_ADDRESS;
    const { email } = await registered();
    const asked = await spread(limit + 4, (call) => call('/api/auth/request-reset', { method: 'POST', body: { email } }));
    expect(statuses(asked)).toEqual([...times(limit, 200), ...times(4, 429)]);
  });

  it('record a completion sent to all three at the same moment once (its completion id is the idempotency key)', async () => {
    const { token, userId } = await registered();
    const body = {
      completionId: randomUUID(),
      name: '10-Minute Hotel Room Full Body Workout',
      durationMin: 10,
      context: 'hotel_room',
      setsDone: 9,
      setsPlanned: 9,
    };
    const answers = await spread(2 * PROCESSES, (call) => call('/api/workout/complete', { method: 'POST', token, body }));
    expect(statuses(answers)).toEqual(times(2 * PROCESSES, 200));
    const replies = answers.map((answer) => SessionOutcomeSchema.parse(answer.body));
    expect(new Set(replies.map((reply) => reply.session.id)).size).toBe(1);
    expect(replies.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect(await db.knex('workout_sessions').where({ user_id: userId }).pluck('id')).toEqual([replies[0]!.session.id]);
  });

  it('grant exactly the week’s 2 free workouts when 21 are asked for at the same moment across them', async () => {
    const deviceId = newDeviceId();
    const answers = await spread(21, (call) => call('/api/usage/increment', { method: 'POST', deviceId }));
    expect(statuses(answers)).toEqual([...times(FREE_WORKOUTS_PER_WEEK, 200), ...times(21 - FREE_WORKOUTS_PER_WEEK, 403)]);
    for (const refused of answers.filter((answer) => answer.status === 403)) {
      expect(UsageLimitReachedSchema.parse(refused.body).error).toBe('Weekly free workout limit reached');
    }
    const status = await on(1)('/api/usage/check', { deviceId });
    expect(status.body).toMatchObject({ remaining: 0, allowed: false });
    const user = await db.knex('users').where({ device_id: deviceId }).first<{ id: string }>('id');
    expect(await db.knex('usage').where({ user_id: user.id }).pluck('workout_count')).toEqual([FREE_WORKOUTS_PER_WEEK]);
  });

  it('apply a Stripe event delivered to all three at the same moment once', async () => {
    const { token, userId } = await registered();
    const started = await on(0)('/api/create-trial-subscription', { method: 'POST', token, body: { plan: 'monthly' } });
    expect(started.status).toBe(200);
    const sessionId = (started.body.url as string).split('/').at(-1)!;
    const subscription = fake.completeCheckout(sessionId, CARD);
    expect((await on(1)('/api/subscription/verify-session', { method: 'POST', token, body: { sessionId } })).status).toBe(200);
    const statusChanges = async () =>
      Number(
        (
          await db
            .knex('pgboss.job')
            .whereLike('name', 'subscriptions.status-changed/%')
            .whereRaw(`data->'payload'->>'userId' = ?`, [userId])
            .countDistinct<{ count: string }[]>({ count: db.knex.raw(`data->>'id'`) })
            .first()
        )?.count,
      );
    const changesBefore = await statusChanges();

    // Ana cancels in Stripe's portal; Stripe dates its events to the second, after what the app saw.
    await sleep(1_000 - (Date.now() % 1_000) + 10);
    fake.object(subscription.id as string).cancel_at_period_end = true;
    const event = fake.event('customer.subscription.updated', fake.object(subscription.id as string));
    const { payload, signature } = signedWebhook(event);
    const delivered = await spread(PROCESSES, (call) =>
      call('/api/stripe/webhook', {
        method: 'POST',
        rawBody: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }),
    );
    expect(statuses(delivered)).toEqual(times(PROCESSES, 200));
    await backgroundWorkDone(db.knex, 'subscriptions.');

    expect(await db.knex('processed_webhook_events').where({ event_id: event.id }).pluck('event_id')).toEqual([event.id]);
    expect(await statusChanges()).toBe(changesBefore + 1);
    const status = SubscriptionStatusReplySchema.parse((await on(2)('/api/subscription/status', { token })).body);
    expect(status).toMatchObject({ subscriptionStatus: 'canceled', cancelAtPeriodEnd: true, daysRemaining: 3 });
  });

  it('run each job once: six reset e-mails asked for at the same moment are each sent exactly once', async () => {
    const travellers = [];
    for (let n = 0; n < 6; n += 1) travellers.push(await registered(on(n)));
    const asked = await Promise.all(
      travellers.map(({ email }, n) => on(n)('/api/auth/request-reset', { method: 'POST', body: { email } })),
    );
    expect(statuses(asked)).toEqual(times(6, 200));
    await backgroundWorkDone(db.knex, 'accounts.password-reset-requested');

    const addresses = travellers.map(({ email }) => email.toLowerCase()).sort();
    const mailed = () =>
      running.processes
        .flatMap((process) => process.output().split('\n'))
        .flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { mail?: { to: string } }] : []))
        .flatMap((entry) => (entry.mail && addresses.includes(entry.mail.to.toLowerCase()) ? [entry.mail.to.toLowerCase()] : []))
        .sort();
    // The jobs are done; their log lines may still be on their way through the pipes.
    await expect.poll(mailed, { timeout: 10_000 }).toEqual(addresses);
    const links = await db
      .knex('password_reset_tokens')
      .whereIn(
        'user_id',
        travellers.map(({ userId }) => userId),
      )
      .count<{ count: string }[]>({ count: '*' })
      .first();
    expect(Number(links?.count)).toBe(6);
  });
});
