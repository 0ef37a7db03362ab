import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../../identity/device-id';
import { resetMemoryStorage } from '../../../identity/storage';
import { DEVICE, signIn, TOKEN, withSession } from '../../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { leaderboardFixture } from '../testing/progress-fixtures';

let answer: { status: number; body?: unknown };
let calls: FetchCall[];

const leaderboardCalls = () => calls.filter((call) => call.url.startsWith('/api/leaderboard'));

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answer = { status: 200, body: leaderboardFixture() };
  calls = stubFetch(withSession((call) => (call.url.startsWith('/api/leaderboard') ? answer : undefined)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/leaderboard', () => {
  it('shows five placeholder rows while the leaderboard loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp({ path: '/leaderboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Global Leaderboard' })).toBeTruthy();
    const loading = screen.getByText('Loading the leaderboard…').closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(loading?.querySelectorAll('.skeleton')).toHaveLength(5);
  });

  it('asks for the top 50 with the device of an anonymous traveller', async () => {
    renderApp({ path: '/leaderboard' });
    await screen.findByText('Full ranking');
    const [call] = leaderboardCalls();
    expect(call?.url).toBe('/api/leaderboard?limit=50');
    expect(call?.headers['x-device-id']).toBe(DEVICE);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('asks with the sign-in token of a signed-in traveller', async () => {
    signIn();
    renderApp({ path: '/leaderboard' });
    await screen.findByText('Full ranking');
    expect(leaderboardCalls()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('shows the own rank, the podium of the top 3 and the full list with the own row marked "you"', async () => {
    answer = {
      status: 200,
      body: leaderboardFixture({ me: { userId: 'x', label: 'Traveler-e5f6', total: 3900, rank: 12345 } }),
    };
    renderApp({ path: '/leaderboard' });
    const own = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(own).getByText('You are #12,345')).toBeTruthy();
    expect(within(own).getByText('3,900 points')).toBeTruthy();

    const podium = screen.getByRole('region', { name: 'Top 3' });
    const steps = within(podium).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.progress-name')?.textContent)).toEqual([
      'Traveler-a1b2',
      'Traveler-c3d4',
      'Traveler-e5f6',
    ]);
    expect(within(steps[0] as HTMLElement).getByRole('img', { name: 'Gold medal' })).toBeTruthy();
    expect(within(steps[1] as HTMLElement).getByRole('img', { name: 'Silver medal' })).toBeTruthy();
    expect(within(steps[2] as HTMLElement).getByRole('img', { name: 'Bronze medal' })).toBeTruthy();

    const rows = within(screen.getByRole('region', { name: 'Full ranking' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.querySelector('.progress-ranking__rank [aria-hidden]')?.textContent)).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#4',
    ]);
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(within(mine[0] as HTMLElement).getByText('Traveler-e5f6')).toBeTruthy();
    expect(within(mine[0] as HTMLElement).getByText('you')).toBeTruthy();
    expect(within(mine[0] as HTMLElement).getByText('Rank 3')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('you')).toBeNull();
  });

  it('invites a traveller without points to their first workout', async () => {
    answer = { status: 200, body: leaderboardFixture({ me: null }) };
    renderApp({ path: '/leaderboard' });
    const own = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(own).getByText("You're not on the board yet")).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'Start a workout' }).getAttribute('href')).toBe('/quick-flight');
  });

  it('says so when nobody is on the leaderboard yet', async () => {
    answer = { status: 200, body: leaderboardFixture({ leaderboard: [], me: null }) };
    renderApp({ path: '/leaderboard' });
    expect(await screen.findByText('No one on the board yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Top 3' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Full ranking' })).toBeNull();
  });

  it('says "Failed to fetch leaderboard" when the call fails, and asks again on Try again', async () => {
    answer = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/leaderboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch leaderboard');
    answer = { status: 200, body: leaderboardFixture() };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Full ranking')).toBeTruthy();
    expect(leaderboardCalls()).toHaveLength(2);
  });

  it('leads on to the challenges, the city leaderboard and back to the app', async () => {
    renderApp({ path: '/leaderboard' });
    const nav = await screen.findByRole('navigation', { name: 'Progress pages' });
    expect(within(nav).getByRole('link', { name: 'Challenges' }).getAttribute('href')).toBe('/challenges');
    expect(within(nav).getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe('/city-leaderboard');
    expect(within(nav).getByRole('link', { name: 'Back to App' }).getAttribute('href')).toBe('/app');
  });

  it('speaks Spanish, with the rank grouped as Spanish writes it', async () => {
    answer = { status: 200, body: leaderboardFixture({ me: { userId: 'x', label: 'Traveler-e5f6', total: 3900, rank: 12345 } }) };
    renderApp({ path: '/leaderboard', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clasificación global' })).toBeTruthy();
    expect(await screen.findByText('Estás en el puesto #12.345')).toBeTruthy();
    expect(screen.getAllByText('tú').length).toBeGreaterThan(0);
  });
});
