import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { RESET_REDIRECT_DELAY_MS } from './reset-password.page';

let answer: { status: number; body?: unknown } | undefined;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  installBrowserShims();
  answer = undefined;
  calls = stubFetch((call) => (call.url === '/api/auth/reset-password' ? answer : undefined));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const errorOf = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('field__error'))?.textContent;

async function openReset(path = '/auth/reset-password?token=abc123') {
  const app = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return app;
}

describe('/auth/reset-password', () => {
  it('without a token: the invalid-link toast and a way to ask for a new link', async () => {
    await openReset('/auth/reset-password');
    expect(await screen.findByText('Invalid or expired reset link')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain("This reset link doesn't work");
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/auth?view=forgot');
  });

  it('needs two matching passwords of at least 6 characters', async () => {
    await openReset();
    type('New password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf('New password')).toBe('Password must be at least 6 characters'));
    type('New password', 'secret123');
    type('Confirm new password', 'secret124');
    expect(errorOf('New password')).toBeUndefined();
    expect(errorOf('Confirm new password')).toBe('Passwords do not match');
    expect(input('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url === '/api/auth/reset-password')).toEqual([]);
  });

  it('explains an expired link and offers a new one', async () => {
    answer = { status: 400, body: { error: 'Invalid or expired reset link', code: 'accounts.invalid-reset-token' } };
    await openReset();
    type('New password', 'secret123');
    type('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid or expired reset link');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/reset-password')?.body).toEqual({ resetToken: 'abc123', newPassword: 'secret123' });
  });

  it('falls back to "Could not reset password" when the server gives no reason', async () => {
    answer = { status: 400, body: { error: '' } };
    await openReset();
    type('New password', 'secret123');
    type('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reset password. The link may have expired.');
  });

  it('shows the success view, then opens sign-in after 2 seconds', async () => {
    answer = { status: 200, body: { success: true, message: 'Your password has been reset. Please sign in.' } };
    const { router } = await openReset();
    type('New password', 'secret123');
    type('Confirm new password', 'secret123');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Password updated' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/auth');
    expect(RESET_REDIRECT_DELAY_MS).toBe(2000);
  });
});
