import assert from 'node:assert/strict';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { TEST_STRIPE } from '../../../src/app/testing/fake-stripe/stripe-test-env';
import type { TravelWorld } from '../world';
import { stripeOf } from './stripe';

/**
 * A stand-in for Stripe.js in @ui @stripe scenarios (ADR 0029), served by the
 * browser's route interception in place of `https://js.stripe.com/…`, which
 * is out of reach offline. It has only what the paywall calls: `Stripe(key)`,
 * `elements()`, `create('payment')`, `mount`, `destroy`, `submit()` and
 * `confirmSetup()`. Its "Payment Element" is one card number field drawn in
 * the page (Stripe's is a frame), and `confirmSetup` posts the card to
 * `https://api.stripe.com/v1/setup_intents/:id/confirm` as Stripe.js does,
 * where the interception confirms it on the scenario's fake Stripe API.
 * Because the page's own Content-Security-Policy still applies to what is
 * intercepted, the script and that call run only where the policy allows them.
 */
const STRIPE_JS = `(() => {
  function Stripe(key) {
    return {
      elements() {
        let input = null;
        return {
          create() {
            return {
              mount(target) {
                const label = document.createElement('label');
                label.textContent = 'Card number (Stripe.js stand-in)';
                input = document.createElement('input');
                input.inputMode = 'numeric';
                label.append(input);
                target.append(label);
              },
              destroy() {
                if (input) input.parentElement.remove();
              },
            };
          },
          async submit() {
            return input && input.value.trim() ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
          },
          cardNumber() {
            return input.value;
          },
        };
      },
      async confirmSetup({ elements, clientSecret }) {
        const id = clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({ key, client_secret: clientSecret, 'payment_method_data[card][number]': elements.cardNumber() });
        const answer = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', { method: 'POST', body });
        const json = await answer.json();
        return answer.ok ? { setupIntent: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const DECLINED = '4000000000000002';

/** Where the paywall was when the page asked for Stripe.js, in order (kept on the scenario's world). */
const LOADS_KEY = 'stripe-js-loaded-on';

export function serveStripeJsStandIn(world: TravelWorld): void {
  world.visitor.interceptions.push(async (context: BrowserContext) => {
    await context.route('https://js.stripe.com/**', async (route) => {
      const loadedOn = new URL(route.request().frame().url()).pathname;
      world.remembered.set(LOADS_KEY, [world.remembered.get(LOADS_KEY), loadedOn].filter(Boolean).join(' '));
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_JS });
    });
    await context.route('https://api.stripe.com/v1/setup_intents/*/confirm', (route) => confirmSetupIntent(world, route));
  });
}

/** Stripe's side of confirmSetup: the publishable key and the intent's secret must match; the declined test card is refused. */
async function confirmSetupIntent(world: TravelWorld, route: Route): Promise<void> {
  const fake = stripeOf(world);
  const intentId = new URL(route.request().url()).pathname.split('/')[3]!;
  const form = new URLSearchParams(route.request().postData() ?? '');
  const answer = (status: number, body: object) =>
    route.fulfill({ status, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(body) });
  const intent = fake.all('setup_intent').find((candidate) => candidate.id === intentId);
  if (form.get('key') !== TEST_STRIPE.publishableKey || !intent || form.get('client_secret') !== intent.client_secret) {
    return answer(400, { error: { type: 'invalid_request_error', message: 'No such setupintent.' } });
  }
  const card = (form.get('payment_method_data[card][number]') ?? '').replaceAll(' ', '');
  if (card === DECLINED) {
    return answer(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  }
  const subscription = fake.all('subscription').find((candidate) => candidate.pending_setup_intent === intentId);
  assert.ok(subscription, `no subscription waits for ${intentId}`);
  fake.confirmCard(String(subscription.id), card);
  return answer(200, fake.object(intentId));
}

/** Types the card in the stand-in's payment form, then pays. */
export async function payInStripeForm(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number (Stripe.js stand-in)').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Stripe.js was asked for, and only by the paywall. */
export function assertStripeJsLoadedOnlyOnPaywall(world: TravelWorld): void {
  const pages = (world.remembered.get(LOADS_KEY) ?? '').split(' ').filter(Boolean);
  assert.ok(pages.length > 0, 'Stripe.js was never loaded');
  assert.deepEqual([...new Set(pages)], ['/paywall'], `Stripe.js was loaded on ${pages.join(', ')}`);
}
