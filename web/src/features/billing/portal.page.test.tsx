import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { DEVICE, signIn, statusFixture, trialStatus, withSession } from '../../testing/billing.fixture';

let calls: FetchCall[];
const cancelledTrial = { ...trialStatus, cancelAtPeriodEnd: true, accessEndsAt: trialStatus.trialEndsAt };

function serve({ status = trialStatus, cancel }: { status?: typeof trialStatus; cancel?: { status: number; body?: unknown } } = {}) {
  let current = status;
  calls = stubFetch(
    withSession((call) => {
      if (call.url === '/api/subscription/status') return { status: 200, body: current };
      if (call.url === '/api/billing/payment-methods') {
        return { status: 200, body: { paymentMethods: [{ id: 'pm_1', brand: 'visa', last4: '4242', expiryMonth: 3, expiryYear: 2030 }] } };
      }
      if (call.url === '/api/subscription/cancel') {
        if (cancel) return cancel;
        current = cancelledTrial;
        return { status: 200, body: { success: true, message: 'Your subscription has been cancelled.', status: current } };
      }
      if (call.url === '/api/subscription/resume') {
        current = trialStatus;
        return { status: 200, body: { success: true, message: 'Your subscription will continue.', status: current } };
      }
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

async function openPortal() {
  signIn();
  renderApp({ path: '/billing/portal' });
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return within(screen.getByRole('main'));
}

const toastText = () => document.querySelector('.toast__title')?.textContent;

describe('the local test billing portal', () => {
  it('says it is a test and shows the trial, its end and the masked card', async () => {
    serve();
    const main = await openPortal();
    expect(main.getByText('This is a test billing portal: no real payments are taken.')).toBeTruthy();
    expect(main.getByText('TravelFit Pro Monthly')).toBeTruthy();
    expect(main.getByText('Free trial')).toBeTruthy();
    expect(main.getByText('Trial ends on November 27, 2026')).toBeTruthy();
    expect(await main.findByText('Visa •••• 4242')).toBeTruthy();
    expect(main.getByText('Expires 03/2030')).toBeTruthy();
  });

  it('cancels only after the confirmation, then says so', async () => {
    serve();
    const main = await openPortal();
    fireEvent.click(main.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(calls.some((call) => call.url === '/api/subscription/cancel')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(toastText()).toBe('Subscription cancelled'));
    expect(await main.findByText('Cancelled: you keep Pro until November 27, 2026')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
  });

  it('keeps the subscription when the traveller changes their mind', async () => {
    serve();
    const main = await openPortal();
    fireEvent.click(main.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url === '/api/subscription/cancel')).toBe(false);
  });

  it('says "Failed to cancel subscription" when the cancel fails', async () => {
    serve({ cancel: { status: 500, body: { error: 'Something went wrong', code: 'internal' } } });
    const main = await openPortal();
    fireEvent.click(main.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(toastText()).toBe('Failed to cancel subscription'));
  });

  it('resumes a cancelled subscription while the period lasts', async () => {
    serve({ status: cancelledTrial });
    const main = await openPortal();
    fireEvent.click(main.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(toastText()).toBe('Your subscription will continue.'));
    expect(await main.findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('offers the trial to a traveller without a subscription', async () => {
    serve({ status: statusFixture() });
    const main = await openPortal();
    expect(main.getByText('You have no subscription yet.')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe('/subscribe');
  });
});
