import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { DEVICE, signIn, statusFixture, trialStatus, withSession } from '../../testing/billing.fixture';

let calls: FetchCall[];

function serve({ status = trialStatus, verify }: { status?: typeof trialStatus; verify?: { status: number; body?: unknown } } = {}) {
  calls = stubFetch(
    withSession((call) => {
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

  it('offers the trial and Upgrade to Pro to a traveller without a subscription', async () => {
    serve({ status: statusFixture() });
    signIn();
    renderApp({ path: '/app' });
    const link = await screen.findByRole('link', { name: 'Upgrade to Pro' });
    expect(link.getAttribute('href')).toBe('/subscribe');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe('/subscribe');
  });

  it('says one day, in the singular', async () => {
    serve({ status: { ...trialStatus, daysRemaining: 1 } });
    signIn();
    renderApp({ path: '/app' });
    expect(await screen.findByText('1 day left in your free trial')).toBeTruthy();
  });

  it('shows Pro to an active subscriber', async () => {
    serve({ status: statusFixture({ subscriptionStatus: 'active', isActive: true, planName: 'annual', stripeSubscriptionId: 's' }) });
    signIn();
    renderApp({ path: '/app' });
    expect((await screen.findByTestId('plan-badge')).textContent).toBe('Pro');
  });
});
