import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthSuccess, User } from '../../../contracts/accounts';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AUTH_TOKEN_KEY } from '../identity/auth-token';
import { DEVICE_ID_KEY } from '../identity/device-id';
import { resetMemoryStorage } from '../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../testing/render-app';
import { useSession, type Session } from './index';

const TOKEN = 'a'.repeat(43);
const OLD_DEVICE = 'fc_0123456789abcdef0123456789abcdef';

function user(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    username: 'maya',
    email: 'maya@example.com',
    name: 'Maya',
    age: 34,
    heightCm: 168,
    weightKg: 61,
    fitnessGoal: 'endurance',
    avatarUrl: null,
    gender: 'female',
    unitSystem: 'metric',
    accountType: 'registered',
    subscriptionStatus: 'none',
    trialEndsAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Shows the session and hands its API to the test. */
let current: Session | undefined;
function Probe() {
  const session = useSession();
  useEffect(() => {
    current = session;
  });
  return (
    <p data-testid="session">
      {session.status}
      {session.user ? `:${session.user.name}` : ''}
    </p>
  );
}

function renderSession(queryClient: QueryClient = createQueryClient()) {
  render(
    <AppProviders queryClient={queryClient} locale="en">
      <Probe />
    </AppProviders>,
  );
  return queryClient;
}

const shown = () => screen.getByTestId('session').textContent;
const profileCalls = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/auth/profile');

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  current = undefined;
  localStorage.setItem(DEVICE_ID_KEY, OLD_DEVICE);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the session (spec 1 §4)', () => {
  it('is signed out at once, without a request, when no token is stored', () => {
    const calls = stubFetch(() => undefined);
    renderSession();
    expect(shown()).toBe('signed-out');
    expect(calls).toEqual([]);
  });

  it('starts loading, then fetches the profile with the stored token and signs in', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    const calls = stubFetch((call) =>
      call.url === '/api/auth/profile' ? { status: 200, body: { success: true, user: user() } } : undefined,
    );
    renderSession();
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('signed-in:Maya'));
    expect(profileCalls(calls)).toHaveLength(1);
    expect(profileCalls(calls)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('clears token and user when the profile fetch fails, and the browser becomes a new anonymous device', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    stubFetch((call) => (call.url === '/api/auth/profile' ? { status: 401, body: { error: 'Authentication required' } } : undefined));
    renderSession();
    await waitFor(() => expect(shown()).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(DEVICE_ID_KEY)).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).not.toBe(OLD_DEVICE);
  });

  it('keeps the stored token when no answer comes back or the server fails: the page shows signed out, the next one tries again', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    localStorage.setItem(DEVICE_ID_KEY, OLD_DEVICE);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderSession();
    await waitFor(() => expect(shown()).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(OLD_DEVICE);
  });

  it.each([500, 503, 429])('keeps the stored token when the profile fetch answers %i', async (status) => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    stubFetch((call) => (call.url === '/api/auth/profile' ? { status, body: { error: 'Try again' } } : undefined));
    renderSession();
    await waitFor(() => expect(shown()).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
  });

  it('signs in with a login, register or upgrade reply: token stored, user current', async () => {
    const calls = stubFetch(() => undefined);
    renderSession();
    const reply: AuthSuccess = { success: true, token: TOKEN, user: user({ name: 'Ana' }) };
    act(() => current?.signIn(reply));
    await waitFor(() => expect(shown()).toBe('signed-in:Ana'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
    expect(profileCalls(calls)).toEqual([]);
  });

  it('signs out: revokes the token, forgets it and the cached reads, and renews the device id', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/profile') return { status: 200, body: { success: true, user: user() } };
      if (call.url === '/api/auth/logout') return { status: 200, body: { success: true } };
      return undefined;
    });
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient} locale="en">
        <Probe />
      </AppProviders>,
    );
    await waitFor(() => expect(shown()).toBe('signed-in:Maya'));
    queryClient.setQueryData(['/api/usage/check'], { remaining: 2 });

    await act(async () => current?.signOut());

    await waitFor(() => expect(shown()).toBe('signed-out'));
    const logout = calls.find((c) => c.url === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/usage/check'])).toBeUndefined();
    const renewed = localStorage.getItem(DEVICE_ID_KEY);
    expect(renewed).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(renewed).not.toBe(OLD_DEVICE);
  });

  it('signs out all the same when the logout call fails', async () => {
    stubFetch((call) => (call.url === '/api/auth/logout' ? { status: 503, body: { error: 'Service unavailable' } } : undefined));
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient} locale="en">
        <Probe />
      </AppProviders>,
    );
    act(() => current?.signIn({ success: true, token: TOKEN, user: user() }));
    await act(async () => current?.signOut());
    await waitFor(() => expect(shown()).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('refresh fetches the user again', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    let name = 'Maya';
    stubFetch((call) => (call.url === '/api/auth/profile' ? { status: 200, body: { success: true, user: user({ name }) } } : undefined));
    renderSession();
    await waitFor(() => expect(shown()).toBe('signed-in:Maya'));
    name = 'Maya R.';
    await act(async () => current?.refresh());
    await waitFor(() => expect(shown()).toBe('signed-in:Maya R.'));
  });

  it('follows a sign-out made in another tab', async () => {
    const calls = stubFetch(() => undefined);
    renderSession();
    act(() => current?.signIn({ success: true, token: TOKEN, user: user() }));
    await waitFor(() => expect(shown()).toBe('signed-in:Maya'));
    localStorage.removeItem(AUTH_TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: null }));
    });
    await waitFor(() => expect(shown()).toBe('signed-out'));
    expect(calls).toEqual([]);
  });
});

describe('the header and the session', () => {
  beforeEach(() => installBrowserShims());

  it('shows Profile and Sign out when signed in; signing out brings Sign in and Sign up back', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, TOKEN);
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/profile') return { status: 200, body: { success: true, user: user() } };
      if (call.url === '/api/auth/logout') return { status: 200, body: { success: true } };
      return { status: 503, body: { error: 'not in this test' } };
    });
    renderApp({ path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // While loading, the guest links keep their place but are hidden from everyone.
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Profile' })).toHaveProperty('pathname', '/profile');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
    expect(await screen.findByText("You're signed out. See you on your next trip!")).toBeTruthy();
  });
});
