import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { DEVICE, signIn, statusFixture, trialStatus, withSession } from '../../testing/billing.fixture';
import appFree from '../../../../contracts/sdui/golden/app-free.en.json';
import appPro from '../../../../contracts/sdui/golden/app-pro.en.json';
import appTrial from '../../../../contracts/sdui/golden/app-trial.en.json';

let calls: FetchCall[];

/** The generator screen the server composes for each standing (contracts/sdui/golden, written by the composer). */
const SCREENS = { trial: appTrial, none: appFree, active: appPro } as const;

function serve({
  status = trialStatus,
  verify,
  screen = 'trial',
}: { status?: typeof trialStatus; verify?: { status: number; body?: unknown }; screen?: keyof typeof SCREENS } = {}) {
  calls = stubFetch(
    withSession((call) => {
      if (call.url.startsWith('/api/screens/app')) return { status: 200, body: SCREENS[screen] };
      if (call.url === '/api/subscription/status') return { status: 200, body: status };
      if (call.url === '/api/subscription/verify-session') return verify ?? { status: 200, body: { success: true, status } };
      return undefined;
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toastTitle = () => document.querySelector('.toast__title')?.textContent;

describe('/app and the checkout return', () => {
  it('verifies the session, shows the trial-started toast, the trial badge and banner, then resets the address', async () => {
    serve();
    signIn();
    const { router } = renderApp({ path: '/app?trial_started=true&session_id=cs_test_1' });
    await waitFor(() => expect(toastTitle()).toBe('Your free trial has started!'));
    expect(calls.find((call) => call.url === '/api/subscription/verify-session')?.body).toEqual({ sessionId: 'cs_test_1' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/app');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Trial · 3 days left')).toBeTruthy();
    expect(main.getByText('3 days left in your free trial')).toBeTruthy();
    expect(main.queryByText('Start Your Free Trial')).toBeNull();
  });

  it('still shows the toast when the verification fails', async () => {
    serve({ verify: { status: 404, body: { success: false, message: 'Checkout session not found', error: 'x' } } });
    signIn();
    renderApp({ path: '/app?trial_started=true&session_id=cs_unknown' });
    await waitFor(() => expect(toastTitle()).toBe('Your free trial has started!'));
  });

  it('shows the toast without a session id, asking nothing to verify', async () => {
    serve();
    signIn();
    renderApp({ path: '/app?trial_started=true' });
    await waitFor(() => expect(toastTitle()).toBe('Your free trial has started!'));
    expect(calls.some((call) => call.url === '/api/subscription/verify-session')).toBe(false);
  });

  it('says the checkout was cancelled', async () => {
    serve({ status: statusFixture() });
    signIn();
    const { router } = renderApp({ path: '/app?trial_cancelled=true' });
    await waitFor(() => expect(toastTitle()).toBe('Checkout cancelled'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('draws what the server decided for a traveller without a subscription: Upgrade to Pro and the trial card', async () => {
    serve({ status: statusFixture(), screen: 'none' });
    signIn();
    renderApp({ path: '/app' });
    const link = await screen.findByRole('link', { name: 'Upgrade to Pro' });
    expect(link.getAttribute('href')).toBe('/subscribe');
    const main = within(screen.getByRole('main'));
    expect((await main.findByRole('link', { name: 'Start Your Free Trial' })).getAttribute('href')).toBe('/subscribe');
    expect(main.getByRole('link', { name: 'TravelFit' }).getAttribute('href')).toBe('/profile');
    expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited AI workout generation',
      'Progress tracking and analytics',
      'Premium exercise library with demos',
      '4-week travel fitness plans',
    ]);
    expect(screen.getByText('3-day free trial • Payment required • Cancel anytime')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate My Workout' })).toBeNull();
  });

  it('mounts the generator and shows Pro for a subscriber', async () => {
    serve({
      status: statusFixture({ subscriptionStatus: 'active', isActive: true, planName: 'annual', stripeSubscriptionId: 's' }),
      screen: 'active',
    });
    signIn();
    renderApp({ path: '/app' });
    expect((await screen.findByTestId('plan-badge')).textContent).toBe('Pro');
    expect(await screen.findByRole('button', { name: 'Generate My Workout' })).toBeTruthy();
    expect(screen.queryByText('Start Your Free Trial')).toBeNull();
  });

  it.each(['/workout', '/interactive-workout'])('answers %s with the same screen', async (path) => {
    serve();
    signIn();
    renderApp({ path });
    expect(await screen.findByText('Trial · 3 days left')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/screens/app'))).toBe(true);
  });
});
