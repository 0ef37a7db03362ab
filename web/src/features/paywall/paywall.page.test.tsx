import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { loadStripe } from '@stripe/stripe-js/pure';
import { DEVICE, plansReply, signIn, statusFixture, trialStatus, withSession } from '../../testing/billing.fixture';

/**
 * What features/subscriptions/paywall.feature and ui-paywall.feature leave to
 * the page: Stripe.js as the card tab drives it, failures of the start, retrying a declined card
 * on the same subscription, and subscribers sent to their profile.
 */

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

type Answer = { status: number; body?: unknown };
let calls: FetchCall[];

const PENDING = { clientSecret: 'lcs_1', subscriptionId: 'lsub_1', customerId: 'lcus_1' };

function serve({
  billingMode = 'local',
  subscription = statusFixture(),
  create = { status: 200, body: PENDING },
  confirm = () => ({ status: 200, body: { redirectUrl: '/app?trial_started=true&session_id=lcs_1' } }),
}: {
  billingMode?: 'local' | 'stripe' | 'off';
  subscription?: unknown;
  create?: Answer;
  confirm?: () => Answer;
} = {}) {
  calls = stubFetch(
    withSession((call) => {
      if (call.url === '/api/plans') {
        const stripeKey = billingMode === 'stripe' ? { stripePublishableKey: 'pk_test_1' } : {};
        return { status: 200, body: { ...plansReply, billing: billingMode, ...stripeKey } };
      }
      if (call.url === '/api/subscription/status') return { status: 200, body: subscription };
      if (call.url === '/api/create-subscription') return create;
      if (call.url === '/api/billing/test-checkout/lcs_1/confirm') return confirm();
      if (call.url === '/api/subscription/activate')
        return { status: 200, body: { success: true, message: 'Your free trial has started!', status: trialStatus } };
      return undefined;
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  vi.mocked(loadStripe).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Main = BoundFunctions<typeof queries>;

async function openPaywall() {
  signIn();
  const app = renderApp({ path: '/paywall' });
  await screen.findByRole('heading', { level: 1, name: 'Start your 3-day free trial' });
  return { ...app, main: within(screen.getByRole('main')) };
}

async function payWith(main: Main, cardNumber: string) {
  fireEvent.change(await main.findByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(main.getByLabelText('Expiry month (MM)'), { target: { value: '12' } });
  fireEvent.change(main.getByLabelText('Expiry year (YYYY)'), { target: { value: '2031' } });
  fireEvent.change(main.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(main.getByRole('button', { name: /^Pay / }));
}

const toastTitle = () => document.querySelector('.toast__title')?.textContent;
const toastBody = () => document.querySelector('.toast__description')?.textContent;
const asked = (url: string) => calls.filter((call) => call.url === url);

describe('the paywall card tab with the local test checkout', () => {
  it('offers the best value plan first and creates the subscription of the plan chosen', async () => {
    serve();
    const { main, router } = await openPaywall();
    expect(main.getByRole('button', { name: 'Choose the annual plan' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(main.getByRole('button', { name: 'Choose the monthly plan' }));
    await payWith(main, '4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(asked('/api/create-subscription')[0]?.body).toEqual({ plan: 'monthly' });
    expect(asked('/api/subscription/activate')[0]?.body).toEqual({ subscriptionId: 'lsub_1' });
  });

  it('keeps the subscription it created when a declined card is replaced', async () => {
    let declined = true;
    serve({
      confirm: () =>
        declined
          ? ((declined = false),
            {
              status: 402,
              body: {
                success: false,
                message: 'Your card was declined.',
                error: 'Your card was declined.',
                code: 'subscriptions.card-declined',
              },
            })
          : { status: 200, body: { redirectUrl: '/app?trial_started=true&session_id=lcs_1' } },
    });
    const { main, router } = await openPaywall();
    await payWith(main, '4000 0000 0000 0002');
    expect(await main.findByText('Your card was declined.')).toBeTruthy();
    expect(main.getByText('Nothing was charged.')).toBeTruthy();
    expect(asked('/api/subscription/activate')).toHaveLength(0);
    await payWith(main, '4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(asked('/api/create-subscription')).toHaveLength(1);
  });

  it('says "Failed to start checkout" with the reason when the trial cannot start', async () => {
    serve({ create: { status: 503, body: { error: 'Service unavailable' } } });
    const { main } = await openPaywall();
    await payWith(main, '4242 4242 4242 4242');
    await waitFor(() => expect(toastTitle()).toBe('Failed to start checkout'));
    expect(toastBody()).toBe('Service unavailable');
    expect(asked('/api/billing/test-checkout/lcs_1/confirm')).toHaveLength(0);
  });

  it('asks to sign in again when the session ended meanwhile', async () => {
    serve({ create: { status: 401, body: { error: 'Authentication required' } } });
    const { main, router } = await openPaywall();
    await payWith(main, '4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await waitFor(() => expect(toastTitle()).toBe('Please sign in to start your trial'));
  });
});

/** Stripe.js as the card tab uses it: a Payment Element that mounts, and confirmations answered in turn. */
function stripeJs(confirmations: { error?: { message: string } }[]) {
  const confirmSetup = vi.fn(async (_options: { clientSecret: string }) => confirmations.shift() ?? {});
  const elements = { create: vi.fn(() => ({ mount: vi.fn(), destroy: vi.fn() })), submit: vi.fn(async () => ({})) };
  const stripe = { elements: vi.fn(() => elements), confirmSetup };
  vi.mocked(loadStripe).mockResolvedValue(stripe as unknown as Awaited<ReturnType<typeof loadStripe>>);
  return { stripe, confirmSetup };
}

describe('the paywall card tab with Stripe', () => {
  beforeEach(() => {
    // jsdom keeps no navigation timing: this document counts as loaded here, as after opening /paywall.
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
  });

  it('loads Stripe.js with the publishable key, card only, in the page’s language', async () => {
    const { stripe } = stripeJs([]);
    serve({ billingMode: 'stripe' });
    const { main } = await openPaywall();
    await waitFor(() => expect(stripe.elements).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'setup', currency: 'usd', allowedPaymentMethodTypes: ['card'], locale: 'en' }),
    );
    expect(main.queryByLabelText('Card number')).toBeNull();
  });

  it('keeps the subscription it created when Stripe refuses a card, and shows Stripe’s reason', async () => {
    const { confirmSetup } = stripeJs([{ error: { message: 'Your card was declined.' } }, {}]);
    serve({ billingMode: 'stripe' });
    const { main, router } = await openPaywall();
    const pay = await main.findByRole('button', { name: /^Pay / });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    expect(await main.findByText('Your card was declined.')).toBeTruthy();
    expect(asked('/api/subscription/activate')).toHaveLength(0);
    fireEvent.click(main.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(asked('/api/create-subscription')).toHaveLength(1);
    expect(confirmSetup.mock.calls.map(([options]) => options.clientSecret)).toEqual(['lcs_1', 'lcs_1']);
    expect(asked('/api/subscription/activate')[0]?.body).toEqual({ subscriptionId: 'lsub_1' });
  });

  it('says so, and offers to try again, when Stripe.js cannot be loaded', async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    serve({ billingMode: 'stripe' });
    const { main } = await openPaywall();
    expect(await main.findByText('The secure card form could not load. Check your connection and try again.')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('who the paywall is for', () => {
  it('sends a traveller on a trial to their profile, as /subscribe does', async () => {
    serve({ subscription: trialStatus });
    signIn();
    const { router } = renderApp({ path: '/paywall' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
