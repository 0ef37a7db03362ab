import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REGISTER_DEFAULTS } from '../../../../contracts/accounts';
import { AUTH_TOKEN_KEY } from '../../identity/auth-token';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { A_TOKEN, anAuthReply } from './testing/auth-fixtures';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';
let answer: { status: number; body?: unknown } | undefined;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answer = undefined;
  calls = stubFetch((call) => (call.url === '/api/auth/register' ? answer : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const control = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const errorOf = (label: string) => {
  const el = control(label);
  if (el.getAttribute('aria-invalid') !== 'true') return undefined;
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('field__error'))?.textContent;
};

async function openRegister(locale: 'en' | 'es' = 'en') {
  const app = renderApp({ path: '/register', locale });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function fillValidAccount() {
  type('Username', 'maya_travels');
  type('Email', 'maya@example.com');
  type('Password', 'secret123');
  type('Name', 'Maya');
}

describe('/register', () => {
  it('starts with the spec defaults: age 25, 170 cm, 70 kg, prefer not to say, general fitness', async () => {
    await openRegister();
    expect(control('Age').value).toBe(String(REGISTER_DEFAULTS.age));
    expect(control('Height (cm)').value).toBe('170');
    expect(control('Weight (kg)').value).toBe('70');
    expect(control('Gender').value).toBe('prefer_not_to_say');
    expect((control('Gender') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Prefer not to say');
    expect(control('Fitness goal').value).toBe('general_fitness');
    expect((control('Fitness goal') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('General fitness');
    for (const label of ['Username', 'Email', 'Password', 'Name']) expect(control(label).value).toBe('');
  });

  it('shows each rule broken next to its field and sends nothing', async () => {
    await openRegister();
    type('Username', 'mx');
    type('Email', 'maya@');
    type('Password', '123');
    type('Age', '12');
    type('Height (cm)', '260');
    type('Weight (kg)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Username')).toBe('Username must be at least 3 characters'));
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf('Password')).toBe('Password must be at least 6 characters');
    expect(errorOf('Name')).toBe('Name is required');
    expect(errorOf('Age')).toBe('Age must be at least 13');
    expect(errorOf('Height (cm)')).toBe('Height must be between 100 and 250 cm');
    expect(errorOf('Weight (kg)')).toBe('Weight must be a number');
    expect(errorOf('Gender')).toBeUndefined();
    expect(document.activeElement).toBe(control('Username'));
    expect(screen.getByRole('status').textContent).toBe('7 fields need your attention.');
    expect(calls.filter((c) => c.url === '/api/auth/register')).toEqual([]);
  });

  it('clears a message as soon as the field is fixed', async () => {
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Username')).toBe('Username must be at least 3 characters'));
    type('Username', 'maya_travels');
    expect(errorOf('Username')).toBeUndefined();
    type('Username', 'maya travels');
    expect(errorOf('Username')).toBe('Username may contain only letters, numbers and underscores');
  });

  it('speaks Spanish', async () => {
    await openRegister('es');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(errorOf('Correo electrónico')).toBe('El correo es obligatorio'));
    type('Correo electrónico', 'maya');
    expect(errorOf('Correo electrónico')).toBe('Correo electrónico no válido');
  });

  it('says "Failed to create account" when the server refuses (409)', async () => {
    answer = { status: 409, body: { success: false, error: 'Failed to create account', code: 'accounts.registration-failed' } };
    await openRegister();
    fillValidAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create account');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('answers a taken e-mail or username beside the button, with focus on it and a way to sign in or reset', async () => {
    answer = { status: 409, body: { success: false, error: 'Failed to create account', code: 'accounts.registration-failed' } };
    await openRegister();
    fillValidAccount();
    const submit = screen.getByRole('button', { name: 'Create account' });
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to create account');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    // Beside the button the traveller pressed, not at the top of a long form.
    expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(within(alert).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth?view=forgot');
  });

  it('offers no sign-in links for a problem that is not a taken account', async () => {
    answer = { status: 500, body: { error: 'Internal error' } };
    await openRegister();
    fillValidAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('points at the fields the server rejected', async () => {
    answer = {
      status: 400,
      body: {
        error: 'Invalid request',
        code: 'http.invalid-request',
        details: [{ location: 'body', field: 'username', message: 'Username must be at most 20 characters' }],
      },
    };
    await openRegister();
    fillValidAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Username')).toBe('Username must be at most 20 characters'));
    expect(screen.getByRole('alert').textContent).toContain('One field needs your attention.');
  });

  it('creates the account with the device id, signs in and opens the profile', async () => {
    answer = { status: 201, body: anAuthReply() };
    const { router } = await openRegister();
    fillValidAccount();
    type('Weight (kg)', '61.5');
    fireEvent.change(control('Fitness goal'), { target: { value: 'endurance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((c) => c.url === '/api/auth/register')?.body).toEqual({
      username: 'maya_travels',
      email: 'maya@example.com',
      password: 'secret123',
      name: 'Maya',
      age: 25,
      heightCm: 170,
      weightKg: 61.5,
      gender: 'prefer_not_to_say',
      fitnessGoal: 'endurance',
      unitSystem: 'metric',
      deviceId: DEVICE,
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(A_TOKEN);
  });

  it('returns to the invite link that sent the traveller here, and keeps it on the way to sign in', async () => {
    answer = { status: 201, body: anAuthReply() };
    const next = encodeURIComponent('/teams?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20');
    const { router } = renderApp({ path: `/register?next=${next}` });
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/auth?next=${next}`);
    fillValidAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/teams?join=5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20'),
    );
  });

  it('offers the unit system before height and weight, and sends imperial entry as centimetres and kilograms', async () => {
    answer = { status: 201, body: anAuthReply() };
    const { router } = await openRegister();
    const imperial = screen.getByLabelText('Imperial (in, lbs)');
    expect(imperial.compareDocumentPosition(control('Height (cm)')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fillValidAccount();
    fireEvent.click(imperial);
    // The defaults, 170 cm and 70 kg, in whole inches and pounds.
    expect(control('Height (in)').value).toBe('67');
    expect(control('Weight (lbs)').value).toBe('154');
    type('Height (in)', '70');
    type('Weight (lbs)', '165');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((c) => c.url === '/api/auth/register')?.body).toMatchObject({
      heightCm: 178,
      weightKg: 74.8,
      unitSystem: 'imperial',
    });
  });
});
