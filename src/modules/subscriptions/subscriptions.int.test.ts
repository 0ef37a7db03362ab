import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../contracts';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { createLogger } from '../../app/logger';
import { registration } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { WORKING_TEST_CARD } from '../../app/testing/trial';
import { systemClock } from '../../shared/kernel';
import { LocalBillingGateway } from './adapters/local/local-billing-gateway';

const db = useTestDatabase();
const GOOD_CARD = WORKING_TEST_CARD;

async function signedIn(app: HttpTestApp): Promise<{ token: string; userId: string }> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status).toBe(201);
  return { token: answer.body.token as string, userId: answer.body.user.id as string };
}

const countOf = async (table: string, userId: string) =>
  Number((await db.knex(table).where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]!.count);

async function openCheckout(app: HttpTestApp, token: string): Promise<string> {
  const answer = await app.call('/api/create-trial-subscription', { method: 'POST', token, body: { plan: 'monthly' } });
  expect(answer.status).toBe(200);
  return (answer.body.url as string).split('/').at(-1)!;
}

describe('with the local test checkout (the default)', () => {
  let app: HttpTestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await startHttpTestApp(db.url, { logger: createLogger({ logLevel: 'debug' }, destination) });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('keeps the app’s own Content-Security-Policy on the paywall: the local card form needs no third party', async () => {
    const paywall = await app.call('/paywall');
    expect(paywall.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(paywall.headers.get('content-security-policy')).not.toContain('stripe.com');
    expect((await app.call('/api/plans')).body).not.toHaveProperty('stripePublishableKey');
  });

  it('keeps the card number, the CVC and the session token out of the logs', async () => {
    const { token } = await signedIn(app);
    const id = await openCheckout(app, token);
    expect((await app.call(`/api/billing/test-checkout/${id}/confirm`, { method: 'POST', token, body: GOOD_CARD })).status).toBe(200);
    expect((await app.call('/api/billing/payment-methods', { token })).status).toBe(200);
    const log = lines.join('');
    expect(log).toContain(`/api/billing/test-checkout/${id}/confirm`);
    expect(log).not.toContain(GOOD_CARD.cardNumber);
    expect(log).not.toContain(`"cvc"`);
    expect(log).not.toContain(token);
  });

  it('answers a checkout id longer than any the contract allows with the not-found its contract declares', async () => {
    const { token } = await signedIn(app);
    const answer = await app.call(`/api/billing/test-checkout/${'x'.repeat(256)}`, { token });
    expect(answer.status).toBe(404);
    expect(contract.subscriptions.testCheckout.responses[404].parse(answer.body)).toEqual({ error: 'Not found', code: 'http.not-found' });
  });

  it('creates one subscription when a checkout is paid twice at once', async () => {
    const { token, userId } = await signedIn(app);
    const id = await openCheckout(app, token);
    const pay = () => app.call(`/api/billing/test-checkout/${id}/confirm`, { method: 'POST', token, body: GOOD_CARD });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await countOf('local_billing_subscriptions', userId)).toBe(1);
    expect(await countOf('subscriptions', userId)).toBe(1);
  });

  it('records the trial when the checkout is paid, whether or not the browser comes back', async () => {
    const { token } = await signedIn(app);
    const id = await openCheckout(app, token);
    expect((await app.call(`/api/billing/test-checkout/${id}/confirm`, { method: 'POST', token, body: GOOD_CARD })).status).toBe(200);
    const status = await app.call('/api/subscription/status', { token });
    expect(status.body).toMatchObject({ subscriptionStatus: 'trial', isTrial: true, accountType: 'pro', planName: 'monthly' });
  });

  it('creates the paywall subscription once when its operation is retried, and answers it only once its card is confirmed', async () => {
    const { token, userId } = await signedIn(app);
    const gateway = new LocalBillingGateway(db.knex, systemClock);
    const request = {
      operationId: 'trial-subscription:retried',
      userId,
      email: 'ana@example.com',
      plan: 'monthly' as const,
      priceId: 'local_price_monthly',
      trialDays: 3,
    };
    const [first, second] = await Promise.all([gateway.createTrialSubscription(request), gateway.createTrialSubscription(request)]);
    expect(second).toEqual(first);
    expect(await gateway.confirmedSubscription(first.subscriptionId, userId)).toBeNull();
    const paid = await app.call(`/api/billing/test-checkout/${first.clientSecret}/confirm`, { method: 'POST', token, body: GOOD_CARD });
    expect(paid.status).toBe(200);
    expect((await gateway.confirmedSubscription(first.subscriptionId, userId))?.subscription.providerSubId).toBe(first.subscriptionId);
    expect(await countOf('local_billing_subscriptions', userId)).toBe(1);
  });

  it('keeps card numbers, card codes and tokens out of what it stores', async () => {
    const { token, userId } = await signedIn(app);
    const id = await openCheckout(app, token);
    await app.call(`/api/billing/test-checkout/${id}/confirm`, { method: 'POST', token, body: { ...GOOD_CARD, cvc: '987' } });
    // Field by field: a random id may well contain the digits 987 somewhere.
    const values = (await db.knex('local_billing_subscriptions').where({ user_id: userId }).select()).flatMap((row: object) =>
      Object.values(row).map(String),
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => value.includes('4242424242424242') || value === '987')).toEqual([]);
  });
});

describe('with billing switched off', () => {
  let app: HttpTestApp;
  beforeAll(async () => {
    app = await startHttpTestApp(db.url, { env: { BILLING: 'off' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('says so with the plans, so the paywall shows the payment-unavailable card', async () => {
    expect((await app.call('/api/plans')).body).toMatchObject({ billing: 'off' });
  });

  it('refuses to start a trial with a clear message and stores nothing', async () => {
    const { token, userId } = await signedIn(app);
    const answer = await app.call('/api/create-trial-subscription', { method: 'POST', token, body: { plan: 'annual' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      error: 'Payment system unavailable',
      message: 'Payment system unavailable',
      code: 'subscriptions.billing-unavailable',
    });
    expect(await countOf('local_billing_checkouts', userId)).toBe(0);
  });
});
