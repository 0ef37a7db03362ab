import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_BLOCK_TYPES } from '../../../../contracts/sdui/blocks/catalogue';
import { validateBlock } from '../../../../contracts/sdui/validate-block';
import type { ProfileReply, User } from '../../../../contracts/accounts';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { resetReportedProblems } from '../../sdui/report';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { newcomerOverviewFixture, overviewFixture, profileFixture, userFixture } from './profile.fixture';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';
const TOKEN = 'session-token-of-maya';

interface Server {
  profile: ProfileReply;
  /** Answer of PATCH /api/profile; by default the patched user. */
  patch?: (body: unknown) => { status: number; body?: unknown };
  avatar?: { status: number; body?: unknown };
  overview?: unknown;
}

let calls: FetchCall[];

function serve(server: Server) {
  calls = stubFetch((call) => {
    if (call.url === '/api/auth/profile') return { status: 200, body: { success: true, user: userOf(server.profile) } };
    if (call.url.startsWith('/api/screens/profile')) return { status: 200, body: server.overview ?? overviewFixture };
    if (call.url.startsWith('/api/profile/avatar')) return server.avatar ?? { status: 204 };
    if (call.url.startsWith('/api/profile') && call.method === 'PATCH') {
      if (server.patch) return server.patch(call.body);
      return { status: 200, body: { success: true, user: { ...userOf(server.profile), ...(call.body as object) } } };
    }
    if (call.url.startsWith('/api/profile')) return { status: 200, body: server.profile };
    return undefined;
  });
}

function userOf(profile: ProfileReply): User {
  const { points: _p, streak: _s, recentSessions: _r, ...user } = profile;
  return user;
}

const signIn = () => localStorage.setItem('fc_auth_token', TOKEN);
const toastText = () => document.querySelector('.toast__title')?.textContent;
const patches = () => calls.filter((c) => c.method === 'PATCH' && c.url === '/api/profile').map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  resetReportedProblems();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  document.documentElement.lang = 'en';
  installBrowserShims();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile fixtures', () => {
  it('are valid blocks and cover every profile block type', () => {
    const blocks = [overviewFixture, newcomerOverviewFixture].flatMap((e) => e.screen.sections.flatMap((s) => s.blocks));
    for (const block of blocks) expect(validateBlock(block), block.id).toMatchObject({ ok: true });
    const used = new Set(blocks.map((b) => b.type));
    for (const type of PROFILE_BLOCK_TYPES) expect(used.has(type), type).toBe(true);
  });
});

describe('/profile tabs', () => {
  it('opens on Overview: the server-driven screen with the viewer identity, inside the page', async () => {
    serve({ profile: profileFixture({ accountType: 'anonymous', email: null, username: null }) });
    renderApp({ path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent workouts' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('Gate stretch')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start a workout/ }).getAttribute('href')).toBe('/free');
    const request = calls.find((c) => c.url.startsWith('/api/screens/profile'));
    expect(request?.url).toBe('/api/screens/profile?lang=en');
    expect(request?.headers['x-device-id']).toBe(DEVICE);
    // Dates arrive as instants and are shown in the traveller's language.
    expect(document.querySelector('time[datetime="2026-11-20T12:00:00.000Z"]')?.textContent).toMatch(/Nov 20, 2026/);
    expect(calls.filter((c) => c.url === '/api/screens/reports')).toEqual([]);
  });

  it("shows a newcomer's empty states with a way to start", async () => {
    serve({ profile: profileFixture({ accountType: 'anonymous' }), overview: newcomerOverviewFixture });
    renderApp({ path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'No workouts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your first workout' }).getAttribute('href')).toBe('/free');
  });

  it('switches tabs by click and by arrow keys, keeping the tab in the address', async () => {
    serve({ profile: profileFixture({ accountType: 'anonymous', email: null }) });
    const { router } = renderApp({ path: '/profile' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Personal Info' }));
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=personal');
    expect(screen.queryByRole('heading', { name: 'Recent workouts' })).toBeNull();

    const personal = screen.getByRole('tab', { name: 'Personal Info' });
    personal.focus();
    fireEvent.keyDown(personal, { key: 'ArrowRight' });
    const account = screen.getByRole('tab', { name: 'Account' });
    expect(document.activeElement).toBe(account);
    expect(account.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=account');
  });

  it('loads a signed-out profile by device id', async () => {
    serve({ profile: profileFixture({ accountType: 'anonymous' }) });
    renderApp({ path: '/profile?tab=personal' });
    await screen.findByRole('heading', { name: 'Personal details' });
    const read = calls.find((c) => c.url.startsWith('/api/profile'));
    expect(read?.url).toBe(`/api/profile?uid=${DEVICE}`);
    expect(read?.headers.authorization).toBeUndefined();
  });
});

describe('Personal Info form', () => {
  async function openForm(profile: ProfileReply) {
    signIn();
    serve({ profile });
    renderApp({ path: '/profile?tab=personal' });
    await screen.findByRole('heading', { name: 'Personal details' });
    return screen.getByRole('button', { name: 'Save' });
  }

  it('reads the signed-in profile with the bearer token, not a device id query', async () => {
    await openForm(profileFixture());
    const read = calls.find((c) => c.url.startsWith('/api/profile'));
    expect(read?.url).toBe('/api/profile');
    expect(read?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses out-of-range values with messages on the fields, moves focus to the first and sends nothing', async () => {
    const save = await openForm(profileFixture());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '301' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '29' } });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 4 highlighted fields.');
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Age must be a whole number from 13 to 100')).toBeTruthy();
    expect(screen.getByText('Height must be between 50 and 300 cm')).toBeTruthy();
    expect(screen.getByText('Weight must be between 30 and 300 kg')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required');
    expect(patches()).toEqual([]);
  });

  it('accepts blank optional age and weight and sends them as cleared', async () => {
    const save = await openForm(profileFixture());
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({
      name: 'Maya Lopez',
      age: null,
      heightCm: 170,
      weightKg: null,
      unitSystem: 'metric',
      gender: 'female',
      fitnessGoal: 'endurance',
    });
  });

  it('converts imperial entry to centimetres and kilograms in the PATCH body, and says so', async () => {
    const save = await openForm(profileFixture());
    fireEvent.click(screen.getByLabelText('Imperial (in, lbs)'));
    // What was typed in metric is shown converted.
    expect(screen.getByLabelText<HTMLInputElement>('Height (in)').value).toBe('67');
    expect(screen.getByLabelText<HTMLInputElement>('Weight (lbs)').value).toBe('154');
    fireEvent.change(screen.getByLabelText('Height (in)'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Weight (lbs)'), { target: { value: '165' } });
    fireEvent.change(screen.getByLabelText('Fitness goal'), { target: { value: 'strength' } });
    fireEvent.click(save);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({
      name: 'Maya Lopez',
      age: 34,
      heightCm: 178,
      weightKg: 74.8,
      unitSystem: 'imperial',
      gender: 'female',
      fitnessGoal: 'strength',
    });
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(toastText()).toBe('Profile updated'));
  });

  it('shows an imperial profile in inches and pounds and checks the range in those units', async () => {
    const save = await openForm(profileFixture({ unitSystem: 'imperial', heightCm: 178, weightKg: 74.8 }));
    // 70 in and 165 lb saved come back as typed, not as 70.1 in and 164.9 lb.
    expect(screen.getByLabelText<HTMLInputElement>('Height (in)').value).toBe('70');
    expect(screen.getByLabelText<HTMLInputElement>('Weight (lbs)').value).toBe('165');
    fireEvent.change(screen.getByLabelText('Height (in)'), { target: { value: '200' } });
    fireEvent.click(save);
    expect(screen.getByText('Height must be between 20 and 118 in')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it("tells the traveller the server's reason when the update fails, or Update failed", async () => {
    signIn();
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { error: 'Invalid name: too strange', code: 'http.invalid-request' },
    };
    serve({ profile: profileFixture(), patch: () => answer });
    renderApp({ path: '/profile?tab=personal' });
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(toastText()).toBe('Invalid name: too strange'));
    answer = { status: 503 };
    fireEvent.click(save);
    await waitFor(() => expect(toastText()).toBe('Update failed'));
  });
});

describe('avatar upload', () => {
  function pick(file: File) {
    const input = screen.getByLabelText('Upload a photo');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  }

  it('refuses a photo over 2 MB before sending it', async () => {
    signIn();
    serve({ profile: profileFixture() });
    renderApp({ path: '/profile?tab=personal' });
    await screen.findByLabelText('Upload a photo');
    pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(toastText()).toBe('Avatar must be less than 2MB'));
    expect(calls.filter((c) => c.url === '/api/profile/avatar')).toEqual([]);
  });

  it('uploads a photo as multipart `avatar` with the bearer token and shows it', async () => {
    signIn();
    const profile = profileFixture();
    serve({
      profile,
      avatar: {
        status: 200,
        body: { success: true, avatarUrl: '/media/avatars/new.webp', user: { ...userOf(profile), avatarUrl: '/media/avatars/new.webp' } },
      },
    });
    renderApp({ path: '/profile?tab=personal' });
    await screen.findByLabelText('Upload a photo');
    const photo = new File([new Uint8Array(2 * 1024 * 1024)], 'me.png', { type: 'image/png' });
    pick(photo);
    await waitFor(() => expect(toastText()).toBe('Avatar updated'));
    const upload = calls.find((c) => c.url === '/api/profile/avatar');
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(upload?.headers['content-type']).toBeUndefined();
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('avatar')).toBe(photo);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Your profile photo' }).length).toBeGreaterThan(0));
  });

  it('says what went wrong when the upload fails', async () => {
    signIn();
    serve({ profile: profileFixture(), avatar: { status: 500 } });
    renderApp({ path: '/profile?tab=personal' });
    await screen.findByLabelText('Upload a photo');
    pick(new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(toastText()).toBe('Upload failed'));
  });

  it('invites an anonymous traveller to sign up instead', async () => {
    serve({ profile: profileFixture({ accountType: 'anonymous', email: null, username: null }) });
    renderApp({ path: '/profile?tab=personal' });
    const prompt = (await screen.findByRole('heading', { name: 'Add a photo with a free account' })).closest('section') as HTMLElement;
    expect(screen.queryByLabelText('Upload a photo')).toBeNull();
    expect(within(prompt).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    // One way to the same outcome: signing up keeps the guest's progress, so no second "upgrade" offer.
    expect(
      within(prompt)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign up']);
  });
});

describe('Account tab and /account', () => {
  it('shows account type, e-mail and plan, with data export and privacy disabled and coming soon', async () => {
    signIn();
    serve({ profile: profileFixture({ subscriptionStatus: 'trial' }) });
    renderApp({ path: '/profile?tab=account' });
    const details = (await screen.findByRole('heading', { name: 'Account details' })).closest('section') as HTMLElement;
    expect(within(details).getByText('Registered')).toBeTruthy();
    expect(within(details).getByText('maya@example.com')).toBeTruthy();
    expect(within(details).getByText('Trial')).toBeTruthy();
    for (const name of ['Export my data', 'Privacy settings']) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/Coming soon/);
    }
  });

  it('/account shows the profile read-only, in Spanish too', async () => {
    signIn();
    serve({ profile: profileFixture({ unitSystem: 'imperial', heightCm: 178, weightKg: 74.8, subscriptionStatus: 'active' }) });
    renderApp({ path: '/account', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeTruthy();
    expect(await screen.findByText('70 in')).toBeTruthy();
    expect(screen.getByText('165 lb')).toBeTruthy();
    expect(screen.getByText('Resistencia')).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar perfil' }).getAttribute('href')).toBe('/profile?tab=personal');
  });
});

describe('userFixture', () => {
  it('is a user the contract accepts', async () => {
    const { UserSchema } = await import('../../../../contracts/accounts');
    expect(UserSchema.safeParse(userFixture()).success).toBe(true);
  });
});
