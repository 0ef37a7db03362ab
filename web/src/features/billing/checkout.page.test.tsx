import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within, type queries } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import type * as billingApi from './api/billing.api';
import { goTo } from './api/billing.api';
import { checkoutFixture, DEVICE, signIn, withSession } from '../../testing/billing.fixture';

vi.mock('./api/billing.api', async (importOriginal) => ({
  ...(await importOriginal<typeof billingApi>()),
  goTo: vi.fn(),
}));

let calls: FetchCall[];
const DECLINED = {
  success: false,
  message: 'Your card was declined.',
  error: 'Your card was declined.',
  code: 'subscriptions.card-declined',
};

function serve(
  confirm: { status: number; body?: unknown } = { status: 200, body: { redirectUrl: '/app?trial_started=true&session_id=cs_test_1' } },
) {
  calls = stubFetch(
    withSession((call) => {
      if (call.url === '/api/billing/test-checkout/cs_test_1' && call.method === 'GET') return { status: 200, body: checkoutFixture() };
      if (call.url === '/api/billing/test-checkout/cs_test_1/confirm') return confirm;
      if (call.url === '/api/billing/test-checkout/cs_test_1/cancel')
        return { status: 200, body: { redirectUrl: '/app?trial_cancelled=true' } };
      return undefined;
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  vi.mocked(goTo).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openCheckout(locale: 'en' | 'es' = 'en') {
  signIn();
  renderApp({ path: '/billing/checkout/cs_test_1', locale });
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('main'));
}

function fillCard(main: ReturnType<typeof within<typeof queries>>, number: string) {
  fireEvent.change(main.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(main.getByLabelText('Expiry month (MM)'), { target: { value: '12' } });
  fireEvent.change(main.getByLabelText('Expiry year (YYYY)'), { target: { value: '2030' } });
  fireEvent.change(main.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('the local test checkout', () => {
  it('says it is a test, summarises the plan and shows the test cards', async () => {
    serve();
    const main = await openCheckout();
    expect(main.getByText('This is a test checkout: no real payment is taken and no real card is charged.')).toBeTruthy();
    expect(main.getByText('TravelFit Pro Monthly')).toBeTruthy();
    expect(main.getByText('$7.99 per month')).toBeTruthy();
    expect(main.getByText('3-day free trial, then $7.99 per month')).toBeTruthy();
    expect(main.getByText('Due today').nextElementSibling?.textContent).toBe('$0');
    expect(main.getByText('4242 4242 4242 4242 succeeds')).toBeTruthy();
    expect(main.getByText('4000 0000 0000 0002 is declined')).toBeTruthy();
    expect(main.getByText('4000 0000 0000 0341 starts the trial but fails at the first charge')).toBeTruthy();
  });

  it('pays with the card and goes where the server answers', async () => {
    serve();
    const main = await openCheckout();
    fillCard(main, '4242 4242 4242 4242');
    fireEvent.click(main.getByRole('button', { name: 'Pay $0 and start trial' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/app?trial_started=true&session_id=cs_test_1'));
    const confirm = calls.find((call) => call.url.endsWith('/confirm'));
    expect(confirm?.body).toEqual({ cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' });
  });

  it('shows a declined card beside the form, says nothing was charged and stays', async () => {
    serve({ status: 402, body: DECLINED });
    const main = await openCheckout();
    fillCard(main, '4000 0000 0000 0002');
    fireEvent.click(main.getByRole('button', { name: 'Pay $0 and start trial' }));
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.textContent).toContain('Nothing was charged.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says the decline in Spanish', async () => {
    serve({ status: 402, body: DECLINED });
    signIn();
    renderApp({ path: '/billing/checkout/cs_test_1', locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Pago de prueba' });
    const main = within(screen.getByRole('main'));
    fireEvent.change(main.getByLabelText('Número de tarjeta'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(main.getByLabelText('Mes de caducidad (MM)'), { target: { value: '12' } });
    fireEvent.change(main.getByLabelText('Año de caducidad (AAAA)'), { target: { value: '2030' } });
    fireEvent.change(main.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(main.getByRole('button', { name: /^Pagar/ }));
    expect((await main.findByRole('alert')).textContent).toContain('Tu tarjeta ha sido rechazada.');
  });

  it('checks the fields before asking the server', async () => {
    serve();
    const main = await openCheckout();
    fireEvent.click(main.getByRole('button', { name: 'Pay $0 and start trial' }));
    expect(await main.findByText('Enter the card number')).toBeTruthy();
    expect(main.getByText('Enter a month from 1 to 12')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/confirm'))).toBe(false);
  });

  it('cancels and goes back where the server answers', async () => {
    serve();
    const main = await openCheckout();
    fireEvent.click(main.getByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/app?trial_cancelled=true'));
  });

  it('sends a signed-out visitor to sign in', async () => {
    serve();
    const { router } = renderApp({ path: '/billing/checkout/cs_test_1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
