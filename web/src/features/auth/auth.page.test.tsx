import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../identity/auth-token';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { A_TOKEN, anAuthReply, aUser } from './testing/auth-fixtures';

type Answer = { status: number; body?: unknown } | undefined;

const NEUTRAL = 'If an account exists for this email, a reset link has been sent.';
const DEVICE = 'fc_0123456789abcdef0123456789abcdef';

let answers: Record<string, Answer | 'network'>;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answers = {};
  calls = stubFetch((call) => {
    const answer = answers[call.url];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openSignIn(path = '/auth', locale: 'en' | 'es' = 'en') {
  const app = renderApp({ path, locale });
  await screen.findByRole('tablist');
  return app;
}

describe('sign in', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    await openSignIn();
    type('Email', 'maya@');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = field('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email)).toContain('Invalid email address');
    expect(describedText(field('Password'))).toContain('Password is required');
    expect(document.activeElement).toBe(email);
    expect(calls.filter((c) => c.url === '/api/auth/login')).toEqual([]);
  });

  it('says "Invalid email or password" when the server refuses the credentials', async () => {
    answers['/api/auth/login'] = {
      status: 401,
      body: { success: false, error: 'Invalid email or password', code: 'accounts.invalid-credentials' },
    };
    await openSignIn();
    type('Email', 'maya@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(calls.find((c) => c.url === '/api/auth/login')?.body).toEqual({ email: 'maya@example.com', password: 'wrong-password' });
  });

  it('says "Network error occurred" when the request cannot be made', async () => {
    answers['/api/auth/login'] = 'network';
    await openSignIn();
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network error occurred');
  });

  it('tells a rate-limited traveller to wait', async () => {
    answers['/api/auth/login'] = {
      status: 429,
      body: { success: false, error: 'Too many attempts. Please try again later.', code: 'accounts.rate-limited' },
    };
    await openSignIn();
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again later.');
  });

  it('translates server errors by code', async () => {
    answers['/api/auth/login'] = {
      status: 401,
      body: { success: false, error: 'Invalid email or password', code: 'accounts.invalid-credentials' },
    };
    await openSignIn('/auth', 'es');
    type('Correo electrónico', 'maya@example.com');
    type('Contraseña', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Correo o contraseña incorrectos');
  });

  it('shows the server text for a reason it does not know', async () => {
    answers['/api/auth/login'] = { status: 400, body: { error: 'Something new happened', code: 'accounts.brand-new' } };
    await openSignIn();
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something new happened');
  });

  it('signs in, keeps the token and opens the profile', async () => {
    answers['/api/auth/login'] = { status: 200, body: anAuthReply() };
    const { router } = await openSignIn();
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(A_TOKEN);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('returns to the page that sent the traveller here (an invite link), even after switching tabs', async () => {
    answers['/api/auth/login'] = { status: 200, body: anAuthReply() };
    const next = encodeURIComponent('/teams?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20');
    const { router } = await openSignIn(`/auth?next=${next}`);
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(router.state.location.search).toBe('?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20');
  });

  it('never leaves the app for a ?next= naming another site', async () => {
    answers['/api/auth/login'] = { status: 200, body: anAuthReply() };
    const { router } = await openSignIn(`/auth?next=${encodeURIComponent('//evil.example/teams')}`);
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends a signed-in traveller from /auth to the profile', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, A_TOKEN);
    answers['/api/auth/profile'] = { status: 200, body: { success: true, user: aUser() } };
    const { router } = renderApp({ path: '/auth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('forgot password', () => {
  async function openForgot() {
    await openSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    return screen.findByRole('heading', { name: 'Reset your password' });
  }

  it('is a view of the sign-in tab, with a way back', async () => {
    const heading = await openForgot();
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Forgot your password?' })).toBe(document.activeElement);
  });

  it('needs an e-mail with an @', async () => {
    await openForgot();
    type('Email', 'maya.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(describedText(field('Email'))).toContain('Invalid email address'));
    expect(calls.filter((c) => c.url === '/api/auth/request-reset')).toEqual([]);
  });

  it.each([
    ['the server sends the link', { status: 200, body: { success: true, message: NEUTRAL } }],
    ['the server fails', { status: 500, body: { error: 'Internal error' } }],
    ['the network fails', 'network'],
  ] as const)('always reports the link as sent when %s', async (_case, answer) => {
    answers['/api/auth/request-reset'] = answer;
    await openForgot();
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBe(document.activeElement);
    expect(calls.find((c) => c.url === '/api/auth/request-reset')?.body).toEqual({ email: 'someone@example.com' });
  });

  it('reports a rate limit instead of the link', async () => {
    answers['/api/auth/request-reset'] = {
      status: 429,
      body: { success: false, error: 'Too many attempts. Please try again later.', code: 'accounts.rate-limited' },
    };
    await openForgot();
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });

  it('opens directly from a link to /auth?view=forgot', async () => {
    renderApp({ path: '/auth?view=forgot' });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});

describe('tabs', () => {
  it('has sign in, create account and, for an anonymous device, save progress', async () => {
    await openSignIn();
    const tabs = within(screen.getByRole('tablist', { name: 'Sign in or create an account' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Sign in', 'Create account', 'Save progress']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
  });

  it('moves between tabs with the arrow keys and keeps the choice in the address', async () => {
    const { router } = await openSignIn();
    const first = screen.getByRole('tab', { name: 'Sign in' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const register = screen.getByRole('tab', { name: 'Create account' });
    await waitFor(() => expect(register.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(register);
    expect(router.state.location.search).toBe('?tab=register');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Username')).toBeTruthy();
    fireEvent.keyDown(register, { key: 'End' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Save progress' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('opens the upgrade tab with ?mode=upgrade and sends the device id', async () => {
    answers['/api/auth/upgrade'] = { status: 201, body: anAuthReply() };
    const { router } = await openSignIn('/auth?mode=upgrade');
    expect(screen.getByRole('tab', { name: 'Save progress' }).getAttribute('aria-selected')).toBe('true');
    type('Username', 'maya_travels');
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Save my progress' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((c) => c.url === '/api/auth/upgrade')?.body).toEqual({
      username: 'maya_travels',
      email: 'maya@example.com',
      password: 'secret123',
      deviceId: DEVICE,
    });
  });

  it('says so when the device already belongs to another account', async () => {
    answers['/api/auth/upgrade'] = {
      status: 409,
      body: { success: false, error: 'This device is already linked', code: 'accounts.device-linked' },
    };
    await openSignIn('/auth?tab=upgrade');
    type('Username', 'maya_travels');
    type('Email', 'maya@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Save my progress' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This device is already linked to another account. Please sign in instead.',
    );
  });
});
