import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { createLogger } from '../../app/logger';
import { backgroundWorkDone } from '../../app/testing/background-work';
import { registration } from '../../app/testing/builders';
import { FakeStripe } from '../../app/testing/fake-stripe/fake-stripe';
import { signedWebhook, stripeEnvFor, TEST_STRIPE } from '../../app/testing/fake-stripe/stripe-test-env';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { systemClock } from '../../shared/kernel';

/**
 * Billing on Stripe, for what the features do not say: the idempotency keys
 * sent, what the logs never hold, how the webhook queue treats events it
 * cannot apply, and the answer to a provider failure.
 */
const db = useTestDatabase();
const QUEUE = 'subscriptions.stripe-webhook';
const CARD = '4242424242424242';
const lines: string[] = [];
let fake: FakeStripe;
let app: HttpTestApp;
/** A built web app of one page, so page routes answer HTML whether or not `npm run build` has run. */
let webDistDir: string;

beforeAll(async () => {
  fake = await FakeStripe.start(systemClock);
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>TravelFit</title>');
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await startHttpTestApp(db.url, {
    env: stripeEnvFor(fake),
    config: { webDistDir },
    logger: createLogger({ logLevel: 'debug' }, destination),
  });
});
afterAll(async () => {
  await app?.stop();
  await fake?.stop();
  await rm(webDistDir, { recursive: true, force: true });
});

async function signedIn(): Promise<{ token: string; userId: string }> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status).toBe(201);
  return { token: answer.body.token as string, userId: answer.body.user.id as string };
}

/** A trial paid at Stripe's checkout with the card, and the browser's return. */
async function onTrial(token: string): Promise<{ sessionId: string; subscriptionId: string }> {
  const started = await app.call('/api/create-trial-subscription', { method: 'POST', token, body: { plan: 'monthly' } });
  expect(started.status).toBe(200);
  const sessionId = (started.body.url as string).split('/').at(-1)!;
  const subscription = fake.completeCheckout(sessionId, CARD);
  expect((await app.call('/api/subscription/verify-session', { method: 'POST', token, body: { sessionId } })).status).toBe(200);
  return { sessionId, subscriptionId: subscription.id as string };
}

const deliver = (event: object, options: Parameters<typeof signedWebhook>[1] = {}) => {
  const { payload, signature } = signedWebhook(event, options);
  return app.call('/api/stripe/webhook', {
    method: 'POST',
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
};

const jobStates = async (eventId: string) =>
  (await db.knex('pgboss.job').where({ name: QUEUE }).whereRaw(`data->>'eventId' = ?`, [eventId]).select<{ state: string }[]>('state')).map(
    (row) => row.state,
  );

/** A Content-Security-Policy header as directive → sources. */
function policyOf(answer: { headers: Headers }): Record<string, string[]> {
  const header = answer.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]): [string, string[]] => [name!, sources]),
  );
}

describe('the Content-Security-Policy with Stripe (ADR 0029)', () => {
  it('lets the paywall page, and it only, load Stripe.js, its frames and its calls to Stripe', async () => {
    const paywall = await app.call('/paywall');
    expect(paywall.status).toBe(200);
    expect(paywall.headers.get('content-type')).toMatch(/^text\/html/);
    expect(policyOf(paywall)).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'style-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    for (const other of ['/', '/subscribe', '/app', '/profile', '/billing/portal', '/paywall/other', '/api/plans']) {
      const answer = await app.call(other);
      expect(answer.headers.get('content-security-policy'), other).not.toContain('stripe.com');
      expect(policyOf(answer)['script-src'], other).toEqual(["'self'"]);
    }
  });

  it('tells the web app the publishable key Stripe.js needs, and never the secret one', async () => {
    const plans = await app.call('/api/plans');
    expect(plans.body).toMatchObject({ billing: 'stripe', stripePublishableKey: TEST_STRIPE.publishableKey });
    expect(plans.text).not.toContain(TEST_STRIPE.secretKey);
    expect(plans.text).not.toContain(TEST_STRIPE.webhookSecret);
  });
});

describe('billing on Stripe', () => {
  it('sends an idempotency key made from our operation id with every call that creates or changes something', async () => {
    const { token } = await signedIn();
    await onTrial(token);
    expect((await app.call('/api/subscription/cancel', { method: 'POST', token })).status).toBe(200);
    expect((await app.call('/api/subscription/resume', { method: 'POST', token })).status).toBe(200);
    const changes = fake.requests.filter((request) => request.method === 'POST' && request.path !== '/v1/billing_portal/sessions');
    const keys = changes.map((request) => request.idempotencyKey);
    expect(keys).toEqual([
      expect.stringMatching(/^trial-checkout:[0-9a-f-]{36}:checkout$/),
      expect.stringMatching(/^cancel:[0-9a-f-]{36}:subscription$/),
      expect.stringMatching(/^cancel:[0-9a-f-]{36}:subscription$/),
    ]);
    expect(new Set(keys).size).toBe(3);
  });

  it('applies a webhook event once, and acknowledges and drops one about nobody it knows', async () => {
    const { token, userId } = await signedIn();
    const { subscriptionId } = await onTrial(token);
    const known = fake.event('customer.subscription.updated', fake.object(subscriptionId));
    expect((await deliver(known)).status).toBe(200);
    const stranger = fake.event('customer.subscription.updated', { ...fake.object(subscriptionId), id: 'sub_stranger', metadata: {} });
    expect((await deliver(stranger)).status).toBe(200);
    await backgroundWorkDone(db.knex, QUEUE);
    expect(await jobStates(known.id as string)).toEqual(['completed']);
    expect(await jobStates(stranger.id as string)).toEqual(['completed']);
    expect(await db.knex('processed_webhook_events').whereIn('event_id', [known.id, stranger.id]).pluck('event_id')).toEqual([known.id]);
    expect(await db.knex('subscriptions').where({ provider_sub_id: 'sub_stranger' }).first()).toBeUndefined();
    expect(await db.knex('subscriptions').where({ user_id: userId }).pluck('provider_sub_id')).toEqual([subscriptionId]);
  });

  it('retries an event it could not process (Stripe did not answer the read of its subscription)', async () => {
    const invoice = fake.event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_gone' } },
    });
    expect((await deliver(invoice)).status).toBe(200);
    await expect.poll(() => jobStates(invoice.id as string), { timeout: 20_000 }).toEqual(['retry']);
  });

  it('keeps card numbers, keys and webhook signatures out of the logs', async () => {
    const { token } = await signedIn();
    const { subscriptionId } = await onTrial(token);
    await app.call('/api/billing/payment-methods', { token });
    const event = fake.event('customer.subscription.updated', fake.object(subscriptionId));
    const { signature } = signedWebhook(event);
    await deliver(event);
    await deliver(event, { secret: 'whsec_someone_else' });
    await expect.poll(() => jobStates(event.id as string), { timeout: 20_000 }).toEqual(['completed']);
    const log = lines.join('');
    expect(log).toContain('stripe webhook');
    for (const secret of [CARD, TEST_STRIPE.secretKey, TEST_STRIPE.webhookSecret, signature.split(',')[1]!]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/v1=[0-9a-f]{64}/);
  });
});

describe('when Stripe cannot be reached', () => {
  let unreachable: HttpTestApp;
  beforeAll(async () => {
    unreachable = await startHttpTestApp(db.url, { env: { ...stripeEnvFor(fake), STRIPE_API_BASE: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await unreachable?.stop();
  });

  it('answers that payment could not start, and charges nothing', async () => {
    const registered = await unreachable.call('/api/auth/register', { method: 'POST', body: registration() });
    const answer = await unreachable.call('/api/create-trial-subscription', {
      method: 'POST',
      token: registered.body.token as string,
      body: { plan: 'monthly' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      success: false,
      code: 'subscriptions.provider-failed',
      message: 'Failed to initialize payment. Please try again.',
    });
  });

  it.each([
    ['/api/create-subscription', { plan: 'monthly' }, 'subscriptions.create-failed', 'Failed to create subscription'],
    ['/api/subscription/activate', { subscriptionId: 'sub_123' }, 'subscriptions.activate-failed', 'Failed to activate subscription'],
  ])('answers the paywall call %s with its own failure text', async (path, body, code, message) => {
    const registered = await unreachable.call('/api/auth/register', { method: 'POST', body: registration() });
    const answer = await unreachable.call(path, { method: 'POST', token: registered.body.token as string, body });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false, code, message });
  });
});
