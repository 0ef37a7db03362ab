import { startTestPostgres } from '../../src/app/database/testing/test-postgres';
import { FakeStripe } from '../../src/app/testing/fake-stripe/fake-stripe';
import { signedWebhook, stripeEnvFor } from '../../src/app/testing/fake-stripe/stripe-test-env';
import { systemClock } from '../../src/shared/kernel';
import { startAppOnDatabase } from '../lib/test-app';
import { percentile } from './percentile';

export interface WebhookResult {
  events: number;
  signedP50Ms: number;
  signedP99Ms: number;
  refusedP50Ms: number;
  refusedP99Ms: number;
  healthP50Ms: number;
  healthP99Ms: number;
}

const EVENTS = 500;

/**
 * The time `POST /api/stripe/webhook` takes to acknowledge a signed event
 * (verify the signature on the raw body, queue the job, answer 200), beside
 * two baselines in the same run, interleaved: an unsigned delivery refused
 * with 400 (no queue) and `GET /healthz`. Runs its own app with BILLING=stripe
 * on the fake Stripe API; the queued events are processed meanwhile, as in production.
 */
export async function benchWebhook(): Promise<WebhookResult> {
  const fake = await FakeStripe.start(systemClock);
  const postgres = await startTestPostgres();
  const app = await startAppOnDatabase(await postgres.createDatabase(), () => postgres.stop(), { env: stripeEnvFor(fake) });
  try {
    const registered = await app.call('/api/auth/register', {
      method: 'POST',
      body: {
        username: `wh_${Date.now().toString(36)}`,
        email: `webhook_${Date.now()}@example.com`,
        password: 'bench-password',
        name: 'Bench Traveller',
        age: 35,
        heightCm: 175,
        weightKg: 72,
        gender: 'prefer_not_to_say',
        fitnessGoal: 'general_fitness',
      },
    });
    const { token } = registered.body as { token: string };
    const started = await app.call('/api/create-trial-subscription', { method: 'POST', token, body: { plan: 'monthly' } });
    if (started.status !== 200) throw new Error(`the trial did not start: ${started.status}`);
    const subscription = fake.completeCheckout((started.body as { url: string }).url.split('/').at(-1)!, '4242 4242 4242 4242');

    const timed = async (path: string, init: RequestInit, expected: number) => {
      const start = performance.now();
      const res = await fetch(`${app.url}${path}`, init);
      await res.text();
      if (res.status !== expected) throw new Error(`${path} answered ${res.status}, not ${expected}`);
      return performance.now() - start;
    };
    const signed: number[] = [];
    const refused: number[] = [];
    const health: number[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const { payload, signature } = signedWebhook(fake.event('customer.subscription.updated', subscription));
      const headers = { 'content-type': 'application/json' };
      signed.push(
        await timed('/api/stripe/webhook', { method: 'POST', headers: { ...headers, 'stripe-signature': signature }, body: payload }, 200),
      );
      refused.push(await timed('/api/stripe/webhook', { method: 'POST', headers, body: payload }, 400));
      health.push(await timed('/healthz', {}, 200));
    }
    return {
      events: EVENTS,
      signedP50Ms: percentile(signed, 0.5),
      signedP99Ms: percentile(signed, 0.99),
      refusedP50Ms: percentile(refused, 0.5),
      refusedP99Ms: percentile(refused, 0.99),
      healthP50Ms: percentile(health, 0.5),
      healthP99Ms: percentile(health, 0.99),
    };
  } finally {
    await app.stop();
    await fake.stop();
  }
}
