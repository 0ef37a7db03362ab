import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import type * as billing from '../billing';
import { goTo } from '../billing';
import { DEVICE, plansReply, signIn, statusFixture, trialStatus, withSession } from '../../testing/billing.fixture';
import { userFixture } from '../../testing/billing.fixture';

vi.mock('../billing', async (importOriginal) => ({
  ...(await importOriginal<typeof billing>()),
  goTo: vi.fn(),
}));

let calls: FetchCall[];

function serve({
  trial,
  user = userFixture(),
  subscription = statusFixture(),
}: { trial?: { status: number; body?: unknown }; user?: ReturnType<typeof userFixture>; subscription?: unknown } = {}) {
  calls = stubFetch(
    withSession((call) => {
      if (call.url === '/api/plans') return { status: 200, body: plansReply };
      if (call.url === '/api/subscription/status') return { status: 200, body: subscription };
      if (call.url === '/api/create-trial-subscription')
        return trial ?? { status: 200, body: { success: true, url: '/billing/checkout/cs_1' } };
      if (call.url === '/api/invite-codes/check') {
        const code = (call.body as { code: string }).code.toLowerCase();
        return { status: 200, body: { valid: code === 'travelfit' || code === 'roadwarrior' } };
      }
      return undefined;
    }, user),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  vi.mocked(goTo).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPlans(path = '/subscribe') {
  signIn();
  renderApp({ path });
  await screen.findByRole('heading', { name: 'Choose your plan' });
  const main = within(screen.getByRole('main'));
  await main.findByText('$7.99/month');
  return main;
}

const toastTitle = () => document.querySelector('.toast__title')?.textContent;
const toastBody = () => document.querySelector('.toast__description')?.textContent;

describe('the plans on /subscribe for a signed-in traveller', () => {
  it('shows monthly and annual, the saving, the best value and the trial steps', async () => {
    serve();
    const main = await openPlans('/subscribe?reason=free_used');
    expect(main.getByText("You've already used your free workout on this browser. A trial gives you unlimited workouts.")).toBeTruthy();
    expect(main.getByText('$59.90 per year')).toBeTruthy();
    expect(main.getByText('Save about $36')).toBeTruthy();
    expect(main.getByText('Best value')).toBeTruthy();
    expect(main.getByText('Choose a plan and add a card. Nothing is charged today.')).toBeTruthy();
  });

  it('starts the trial of the chosen plan and goes to the checkout', async () => {
    serve();
    const main = await openPlans();
    fireEvent.click(main.getByRole('button', { name: 'Start free trial with the annual plan' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/billing/checkout/cs_1'));
    expect(calls.find((call) => call.url === '/api/create-trial-subscription')?.body).toEqual({ plan: 'annual' });
  });

  it('says Error with the server message and stays on the plans when the trial cannot start', async () => {
    serve({ trial: { status: 503, body: { error: 'Service unavailable' } } });
    const main = await openPlans();
    fireEvent.click(main.getByRole('button', { name: 'Start free trial with the monthly plan' }));
    await waitFor(() => expect(toastTitle()).toBe('Error'));
    expect(toastBody()).toBe('Service unavailable');
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Start free trial with the monthly plan' })).toHaveProperty('disabled', false),
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to initialize payment. Please try again."', async () => {
    serve({ trial: { status: 500 } });
    const main = await openPlans();
    fireEvent.click(main.getByRole('button', { name: 'Start free trial with the monthly plan' }));
    await waitFor(() => expect(toastBody()).toBe('Failed to initialize payment. Please try again.'));
  });

  it.each([
    ['en', 'Choose your plan', 'Start free trial with the monthly plan', 'Failed to initialize payment. Please try again.'],
    ['es', 'Elige tu plan', 'Empezar la prueba gratis con el plan mensual', 'No se ha podido iniciar el pago. Inténtalo de nuevo.'],
  ] as const)('says in %s that payment could not start when the payment provider fails (502)', async (locale, title, button, message) => {
    // The server's answer to a Stripe outage (src/app/reliability/stripe-outage.int.test.ts): its text is English, its code is translated.
    const failed = { success: false, message: 'Failed to initialize payment. Please try again.' };
    serve({ trial: { status: 502, body: { ...failed, error: failed.message, code: 'subscriptions.provider-failed' } } });
    signIn();
    renderApp({ path: '/subscribe', locale });
    await screen.findByRole('heading', { name: title });
    const main = within(screen.getByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: button }));
    await waitFor(() => expect(toastBody()).toBe(message));
    expect(toastTitle()).toBe('Error');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('checks the invite code: required, invalid, then a valid one in any case closes the dialog', async () => {
    serve();
    const main = await openPlans();
    fireEvent.click(main.getByRole('button', { name: 'Have a discount or invite code?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discount or invite code' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Please enter an invite code')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Invite code'), { target: { value: 'NOPE' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Invalid invite code')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Invite code'), { target: { value: 'roadWarrior' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a traveller on a trial to their profile, by the subscription’s own status', async () => {
    serve({ subscription: trialStatus });
    signIn();
    const { router } = renderApp({ path: '/subscribe' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('leaves the exit offer out: a signed-in traveller’s device speaks for the account, which gets no bonus workout', async () => {
    serve();
    await openPlans();
    fireEvent.mouseOut(document.documentElement, { clientY: 5, relatedTarget: null });
    expect(screen.queryByRole('button', { name: 'Claim my bonus workout' })).toBeNull();
  });
});
