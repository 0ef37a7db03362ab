import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../../identity/device-id';
import { resetMemoryStorage } from '../../../identity/storage';
import { DEVICE, signIn, TOKEN, userFixture, withSession } from '../../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { analyticsFixture } from '../testing/progress-fixtures';

let stats: { status: number; body?: unknown };
let calls: FetchCall[];

const statsCalls = () => calls.filter((call) => call.url === '/api/analytics/stats');

function serve(user = userFixture({ subscriptionStatus: 'trial' })) {
  calls = stubFetch(withSession((call) => (call.url === '/api/analytics/stats' ? stats : undefined), user));
}

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  stats = { status: 200, body: analyticsFixture() };
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('/analytics', () => {
  it('sends a visitor who is not signed in to /app, without asking for analytics', async () => {
    const { router } = renderApp({ path: '/analytics' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(statsCalls()).toHaveLength(0);
  });

  it('sends a traveller whose session the server no longer knows (401) to /app', async () => {
    signIn();
    stats = { status: 401, body: { error: 'Authentication required', code: 'accounts.authentication-required' } };
    const { router } = renderApp({ path: '/analytics' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('shows the upsell with Upgrade to Pro to a traveller without a trial or plan (403)', async () => {
    signIn();
    serve(userFixture({ subscriptionStatus: 'none' }));
    stats = { status: 403, body: { error: 'Pro required', code: 'gamification.pro-required' } };
    renderApp({ path: '/analytics' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Unlock your analytics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('region', { name: 'Workouts by type' })).toBeNull();
  });

  it('shows placeholders while the analytics load', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/profile'
          ? new Response(JSON.stringify({ success: true, user: userFixture({ subscriptionStatus: 'active' }) }), { status: 200 })
          : new Promise<Response>(() => undefined),
      ),
    );
    renderApp({ path: '/analytics' });
    const loading = (await screen.findByText('Loading your analytics…')).closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a subscriber the totals, workouts by type, top 6 places, badges and recent workouts', async () => {
    signIn();
    renderApp({ path: '/analytics' });
    const tiles = await screen.findByLabelText('Your totals');
    expect(within(tiles).getByText('Total workouts').nextElementSibling?.textContent).toBe('12');
    expect(within(tiles).getByText('Minutes').nextElementSibling?.textContent).toBe('245');
    expect(within(tiles).getByText('Calories').nextElementSibling?.textContent).toBe('1,430');
    expect(within(tiles).getByText('Current streak').nextElementSibling?.textContent).toBe('1 day');
    expect(statsCalls()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const table = within(region('Workouts by type')).getByRole('table', { name: 'Workouts by type' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['Hotel room', '7'],
      ['Airport', '4'],
      ['Office', '1'],
    ]);

    const places = within(region('Top locations')).getAllByRole('listitem');
    expect(places).toHaveLength(6);
    expect(places[0]?.textContent).toContain('Madrid, Spain');
    expect(places[0]?.textContent).toContain('5 workouts');

    const badges = within(region('Badges')).getAllByRole('listitem');
    expect(badges.map((badge) => badge.querySelector('.progress-badges__name')?.textContent)).toEqual([
      'First Flight',
      'Special achievement',
    ]);

    const recent = within(region('Recent workouts')).getAllByRole('listitem');
    expect(recent[0]?.textContent).toContain('Gate stretch');
    expect(recent[0]?.textContent).toContain('Airport');
    expect(recent[0]?.textContent).toContain('+240 points');
  });

  it('says what comes after the first workout when there is none yet', async () => {
    signIn();
    stats = {
      status: 200,
      body: analyticsFixture({
        totalWorkouts: 0,
        totalMinutes: 0,
        totalCalories: 0,
        workoutsByType: {},
        locations: [],
        badges: [],
        recentWorkouts: [],
      }),
    };
    renderApp({ path: '/analytics' });
    expect(await screen.findByText('No workouts yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Workouts by type' })).toBeNull();
  });

  it('says so when the analytics cannot be fetched', async () => {
    signIn();
    stats = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/analytics' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch analytics');
  });

  it('speaks Spanish, badge names and places included', async () => {
    signIn();
    stats = { status: 200, body: analyticsFixture({ streak: { current: 3, longest: 6 } }) };
    renderApp({ path: '/analytics', locale: 'es' });
    const tiles = await screen.findByLabelText('Tus totales');
    expect(within(tiles).getByText('Racha actual').nextElementSibling?.textContent).toBe('3 días');
    expect(within(tiles).getByText('Calorías').nextElementSibling?.textContent).toBe('1430');
    expect(screen.getByText('Primer vuelo')).toBeTruthy();
    expect(screen.getByText('Logro especial')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Entrenamientos por tipo' })).getByText('Habitación de hotel')).toBeTruthy();
  });
});
