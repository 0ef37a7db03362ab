import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../../identity/device-id';
import { resetMemoryStorage } from '../../../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../../../testing/render-app';
import { DEVICE, plansReply, profileFixture, signIn, trialStatus, withSession } from '../../../testing/billing.fixture';

/**
 * What the Gherkin (features/subscriptions/ui-account-billing.feature) leaves
 * out: the failure messages of spec 1 §8, the tab that Manage billing opens
 * within the click, resuming, and no card for anonymous travellers.
 */

const cancelledTrial = { ...trialStatus, cancelAtPeriodEnd: true, accessEndsAt: trialStatus.trialEndsAt };

type Answer = { status: number; body?: unknown };

function serve({
  status = trialStatus,
  portal = { status: 200, body: { url: '/billing/portal' } },
}: { status?: typeof trialStatus; portal?: Answer } = {}) {
  let current = status;
  return stubFetch(
    withSession((call) => {
      if (call.url.startsWith('/api/profile'))
        return { status: 200, body: profileFixture({ accountType: 'pro', subscriptionStatus: 'trial' }) };
      if (call.url === '/api/plans') return { status: 200, body: plansReply };
      if (call.url === '/api/subscription/status') return { status: 200, body: current };
      if (call.url === '/api/billing/payment-methods') {
        return { status: 200, body: { paymentMethods: [{ id: 'pm_1', brand: 'visa', last4: '4242', expiryMonth: 3, expiryYear: 2031 }] } };
      }
      if (call.url === '/api/billing/portal') return portal;
      if (call.url === '/api/subscription/cancel') {
        return {
          status: 409,
          body: { success: false, message: 'The provider is busy, try again', error: 'The provider is busy, try again' },
        };
      }
      if (call.url === '/api/subscription/resume') {
        current = trialStatus;
        return { status: 200, body: { success: true, message: 'Your subscription will continue.', status: current } };
      }
      return undefined;
    }),
  );
}

/** A stand-in for the tab `window.open` gives. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
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

async function openAccountTab() {
  signIn();
  renderApp({ path: '/profile?tab=account' });
  const card = await screen.findByTestId('billing-card');
  await within(card).findByText('Visa •••• 4242');
  return within(card);
}

const toastTitle = () => document.querySelector('.toast__title')?.textContent;
const toastBody = () => document.querySelector('.toast__description')?.textContent;

describe("the Account tab's billing card", () => {
  it('shows the card as MM/YY and the first charge, priced for the locale', async () => {
    serve();
    const card = await openAccountTab();
    expect(card.getByText('Expires 03/31')).toBeTruthy();
    expect(await card.findByText('Then $7.99 per month, charged on November 27, 2026 unless you cancel before.')).toBeTruthy();
  });

  it('opens the tab within the click and sends it to the portal, cut off from this page', async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    serve();
    const card = await openAccountTab();
    fireEvent.click(card.getByRole('button', { name: /^Manage billing/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/billing/portal`));
    expect(tab.opener).toBeNull();
  });

  it("says the server's error when the portal cannot be opened, and closes the tab it opened", async () => {
    const tab = fakeTab();
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    serve({ portal: { status: 403, body: { success: false, message: 'Payments are paused', error: 'Payments are paused' } } });
    const card = await openAccountTab();
    fireEvent.click(card.getByRole('button', { name: /^Manage billing/ }));
    await waitFor(() => expect(toastTitle()).toBe('Failed to create billing session'));
    expect(toastBody()).toBe('Payments are paused');
    expect(tab.close).toHaveBeenCalled();
  });

  it('says "Failed to create billing session" when the server gives no reason', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => fakeTab()),
    );
    serve({ portal: { status: 502 } });
    const card = await openAccountTab();
    fireEvent.click(card.getByRole('button', { name: /^Manage billing/ }));
    await waitFor(() => expect(toastTitle()).toBe('Failed to create billing session'));
    expect(toastBody()).toBe('Failed to create billing session');
  });

  it("says the server's message when cancelling fails", async () => {
    serve();
    const card = await openAccountTab();
    fireEvent.click(card.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(toastTitle()).toBe('Failed to cancel subscription'));
    expect(toastBody()).toBe('The provider is busy, try again');
  });

  it('resumes a cancelled subscription while it lasts', async () => {
    serve({ status: cancelledTrial });
    const card = await openAccountTab();
    expect(card.getByText('Cancelled: you keep Pro until November 27, 2026. Nothing more will be charged.')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(toastTitle()).toBe('Your subscription will continue.'));
    expect(await card.findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('is not shown to an anonymous traveller', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/profile') ? { status: 200, body: profileFixture({ accountType: 'anonymous', email: null }) } : undefined,
    );
    renderApp({ path: '/profile?tab=account' });
    await screen.findByText('Create an account');
    expect(screen.queryByTestId('billing-card')).toBeNull();
  });
});
