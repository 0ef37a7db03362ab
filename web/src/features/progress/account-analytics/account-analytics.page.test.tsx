import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../../identity/device-id';
import { resetMemoryStorage } from '../../../identity/storage';
import { DEVICE, signIn, TOKEN, withSession } from '../../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { historyFixture } from '../testing/progress-fixtures';

let history: { status: number; body?: unknown };
let calls: FetchCall[];

const historyCalls = () => calls.filter((call) => call.url === '/api/history');

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  history = { status: 200, body: historyFixture() };
  calls = stubFetch(withSession((call) => (call.url === '/api/history' ? history : undefined)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tile = (tiles: HTMLElement, label: string) => within(tiles).getByText(label).nextElementSibling?.textContent;

describe('/account/analytics', () => {
  it('shows totals, this week, total time, current streak and the recent history', async () => {
    renderApp({ path: '/account/analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workout history' })).toBeTruthy();
    const tiles = await screen.findByLabelText('Your totals');
    expect(tile(tiles, 'Total workouts')).toBe('12');
    expect(tile(tiles, 'This week')).toBe('3');
    expect(tile(tiles, 'Total time')).toBe('245 min');
    expect(tile(tiles, 'Current streak')).toBe('3 days');
    const recent = within(screen.getByRole('region', { name: 'Recent history' })).getAllByRole('listitem');
    expect(recent).toHaveLength(2);
    expect(recent[1]?.textContent).toContain('Hotel full body');
    expect(recent[1]?.textContent).toContain('Hotel room');
    expect(recent[1]?.textContent).toContain('20 min');
    expect(recent[1]?.textContent).toContain('Madrid, Spain');
  });

  it('counts one streak day as "1 day"', async () => {
    history = { status: 200, body: historyFixture({ currentStreak: 1 }) };
    renderApp({ path: '/account/analytics' });
    expect(tile(await screen.findByLabelText('Your totals'), 'Current streak')).toBe('1 day');
  });

  it('asks with the device of an anonymous traveller, and with the token of a signed-in one', async () => {
    renderApp({ path: '/account/analytics' });
    await screen.findByLabelText('Your totals');
    expect(historyCalls()[0]?.headers['x-device-id']).toBe(DEVICE);
    expect(historyCalls()[0]?.headers.authorization).toBeUndefined();
    cleanup();
    signIn();
    renderApp({ path: '/account/analytics' });
    await screen.findByLabelText('Your totals');
    expect(historyCalls()[1]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says there are no workouts yet, and where to start one', async () => {
    history = { status: 200, body: historyFixture({ totalWorkouts: 0, thisWeek: 0, totalMinutes: 0, currentStreak: 0, recent: [] }) };
    renderApp({ path: '/account/analytics' });
    expect(await screen.findByText('No workouts yet')).toBeTruthy();
    expect(tile(screen.getByLabelText('Your totals'), 'Current streak')).toBe('0 days');
    expect(screen.getByRole('link', { name: 'Start a workout' }).getAttribute('href')).toBe('/quick-flight');
  });

  it('says so when the history cannot be fetched', async () => {
    history = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/account/analytics' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch your workout history');
  });

  it('speaks Spanish, with one day and many days', async () => {
    history = { status: 200, body: historyFixture({ currentStreak: 1 }) };
    renderApp({ path: '/account/analytics', locale: 'es' });
    const tiles = await screen.findByLabelText('Tus totales');
    expect(tile(tiles, 'Racha actual')).toBe('1 día');
    expect(tile(tiles, 'Esta semana')).toBe('3');
    expect(screen.getByText('Historial reciente')).toBeTruthy();
  });
});
