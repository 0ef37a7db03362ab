import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';

let calls: FetchCall[];
const INVALID = {
  success: false,
  message: 'This cancel link is invalid or has expired.',
  error: 'This cancel link is invalid or has expired.',
  code: 'subscriptions.invalid-cancel-link',
};

function serve(answer: { status: number; body?: unknown }) {
  calls = stubFetch((call) => (call.url === '/api/subscription/cancel-by-link' ? answer : undefined));
}

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  installBrowserShims();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cancelCalls = () => calls.filter((call) => call.url === '/api/subscription/cancel-by-link');

describe('the cancel page of the trial reminder', () => {
  it('cancels nothing on opening, and cancels with the link’s token on the button, saying Pro remains until the trial ends', async () => {
    serve({ status: 200, body: { success: true, message: 'Your trial has been cancelled.', accessEndsAt: '2026-11-27T10:00:00.000Z' } });
    renderApp({ path: '/billing/cancel-trial?token=tok_123' });
    await screen.findByRole('heading', { level: 1, name: 'Cancel your trial' });
    const main = within(screen.getByRole('main'));
    expect(cancelCalls()).toEqual([]);
    fireEvent.click(main.getByRole('button', { name: 'Cancel my trial' }));
    await main.findByRole('heading', { level: 1, name: 'Your trial is cancelled' });
    expect(main.getByText('Nothing will be charged. You keep Pro until November 27, 2026.')).toBeTruthy();
    expect(cancelCalls().map((call) => call.body)).toEqual([{ token: 'tok_123' }]);
  });

  it('says clearly when the link is used, expired or made up', async () => {
    serve({ status: 404, body: INVALID });
    renderApp({ path: '/billing/cancel-trial?token=made-up' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my trial' }));
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/This cancel link is invalid or has expired\./)).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Cancel my trial' })).toBeNull();
  });

  it('offers no button without a token', async () => {
    serve({ status: 404, body: INVALID });
    renderApp({ path: '/billing/cancel-trial' });
    await screen.findByRole('heading', { level: 1, name: 'Cancel your trial' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/This cancel link is invalid or has expired\./)).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Cancel my trial' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    serve({ status: 200, body: { success: true, message: 'Your trial has been cancelled.', accessEndsAt: '2026-11-27T10:00:00.000Z' } });
    renderApp({ path: '/billing/cancel-trial?token=tok_123', locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar mi prueba' }));
    expect(await screen.findByText('No se te cobrará nada. Conservas Pro hasta el 27 de noviembre de 2026.')).toBeTruthy();
  });
});
