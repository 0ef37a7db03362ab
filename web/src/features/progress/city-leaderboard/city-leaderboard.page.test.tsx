import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../../identity/device-id';
import { resetMemoryStorage } from '../../../identity/storage';
import { DEVICE } from '../../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../../testing/render-app';
import { cityLeaderboardFixture, topCitiesFixture } from '../testing/progress-fixtures';

let topCities: { status: number; body?: unknown };
let cityBoard: { status: number; body?: unknown };
let calls: FetchCall[];

const boardCalls = () => calls.filter((call) => call.url.startsWith('/api/city-leaderboard/'));

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  topCities = { status: 200, body: topCitiesFixture() };
  cityBoard = { status: 200, body: cityLeaderboardFixture() };
  calls = stubFetch((call) => {
    if (call.url === '/api/top-cities') return topCities;
    if (call.url.startsWith('/api/city-leaderboard/')) return cityBoard;
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tab = (name: string) => screen.getByRole('tab', { name });
const search = async (city: string, country: string) => {
  fireEvent.change(await screen.findByLabelText('City'), { target: { value: city } });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: country } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('/city-leaderboard, Top Cities', () => {
  it('shows six placeholder cards while the cities load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp({ path: '/city-leaderboard' });
    const loading = (await screen.findByText('Loading the most active cities…')).closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(loading?.querySelectorAll('.skeleton')).toHaveLength(6);
  });

  it('shows the most active cities with their travelers and top score', async () => {
    renderApp({ path: '/city-leaderboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'City Leaderboard' })).toBeTruthy();
    expect(tab('Top Cities').getAttribute('aria-selected')).toBe('true');
    const madrid = await screen.findByRole('button', { name: /Madrid/ });
    expect(madrid.textContent).toContain('Spain');
    expect(madrid.textContent).toContain('42 travelers');
    expect(madrid.textContent).toContain('Top score: 3,200');
    expect(screen.getByRole('button', { name: /Singapore/ }).textContent).toContain('1 traveler');
  });

  it('opens a city’s leaderboard when its card is chosen', async () => {
    const { router } = renderApp({ path: '/city-leaderboard' });
    fireEvent.click(await screen.findByRole('button', { name: /Madrid/ }));
    expect(await screen.findByRole('heading', { name: 'Top travelers in Madrid, Spain' })).toBeTruthy();
    expect(tab('City Leaderboard').getAttribute('aria-selected')).toBe('true');
    expect(boardCalls()[0]?.url).toBe('/api/city-leaderboard/Madrid/Spain');
    expect(router.state.location.search).toBe('?tab=city&city=Madrid&country=Spain');
    expect(screen.getByRole('tabpanel', { name: 'City Leaderboard' }).contains(document.activeElement)).toBe(true);
  });

  it('says "No Active Cities Yet" when no city has travellers', async () => {
    topCities = { status: 200, body: topCitiesFixture({ cities: [] }) };
    renderApp({ path: '/city-leaderboard' });
    expect(await screen.findByText('No Active Cities Yet')).toBeTruthy();
  });

  it('says "Failed to fetch top cities" when the call fails', async () => {
    topCities = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/city-leaderboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch top cities');
  });
});

describe('/city-leaderboard, City Leaderboard', () => {
  it('asks to select a city until one is chosen', async () => {
    renderApp({ path: '/city-leaderboard?tab=city' });
    expect(await screen.findByText('Select a City')).toBeTruthy();
    expect(boardCalls()).toHaveLength(0);
  });

  it('needs both a city and a country, and does not search without them', async () => {
    renderApp({ path: '/city-leaderboard?tab=city' });
    await search('   ', '');
    expect(await screen.findByText('Enter a city')).toBeTruthy();
    expect(screen.getByText('Enter a country')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    await search('Madrid', ' ');
    expect(await screen.findByText('Enter a country')).toBeTruthy();
    expect(screen.queryByText('Enter a city')).toBeNull();
    expect(boardCalls()).toHaveLength(0);
  });

  it('searches with the city and country trimmed', async () => {
    cityBoard = { status: 200, body: cityLeaderboardFixture({ city: 'São Paulo', country: 'Brazil' }) };
    const { router } = renderApp({ path: '/city-leaderboard?tab=city' });
    await search('  São Paulo ', ' Brazil  ');
    expect(await screen.findByRole('heading', { name: 'Top travelers in São Paulo, Brazil' })).toBeTruthy();
    expect(boardCalls()[0]?.url).toBe('/api/city-leaderboard/S%C3%A3o%20Paulo/Brazil');
    expect(boardCalls()[0]?.headers['x-device-id']).toBe(DEVICE);
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('São Paulo');
  });

  it('keeps a slash in a city name inside its part of the address', async () => {
    renderApp({ path: '/city-leaderboard?tab=city' });
    await search('Washington, D.C./Metro', 'United States');
    await screen.findByRole('heading', { name: 'Top travelers in Madrid, Spain' });
    expect(boardCalls()[0]?.url).toBe('/api/city-leaderboard/Washington%2C%20D.C.%2FMetro/United%20States');
  });

  it('shows the city’s top travelers: medals for 1 to 3, public label, last active day, points, workouts and streak', async () => {
    renderApp({ path: '/city-leaderboard?tab=city&city=Madrid&country=Spain' });
    const board = await screen.findByRole('region', { name: 'Top travelers in Madrid, Spain' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Gold medal' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Silver medal' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Bronze medal' })).toBeTruthy();
    expect(within(rows[3] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(rows[3] as HTMLElement).getByText('Rank 4')).toBeTruthy();

    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Traveler-a1b2')).toBeTruthy();
    expect(first.textContent).toContain('3,200 points');
    expect(first.textContent).toContain('14 workouts');
    expect(first.textContent).toContain('Current streak: 5 days');
    expect(first.textContent).toContain('Last active Nov 20, 2026');
    expect(rows[2]?.textContent).not.toContain('Last active');

    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine.map((row) => row.querySelector('.progress-name')?.textContent)).toEqual(['Traveler-c3d4']);
    expect(within(mine[0] as HTMLElement).getByText('you')).toBeTruthy();
    expect(mine[0]?.textContent).toContain('Current streak: 1 day');
  });

  it('says "No Travelers Yet" for a city where nobody has trained', async () => {
    cityBoard = { status: 200, body: cityLeaderboardFixture({ leaderboard: [] }) };
    renderApp({ path: '/city-leaderboard?tab=city&city=Madrid&country=Spain' });
    expect(await screen.findByText('No Travelers Yet')).toBeTruthy();
  });

  it('shows six placeholder rows while a city loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/top-cities'
          ? new Response(JSON.stringify(topCitiesFixture()), { status: 200 })
          : new Promise<Response>(() => undefined),
      ),
    );
    renderApp({ path: '/city-leaderboard?tab=city&city=Madrid&country=Spain' });
    const loading = (await screen.findByText('Loading the city leaderboard…')).closest('[role="status"]');
    expect(loading?.querySelectorAll('.skeleton')).toHaveLength(6);
  });

  it('says "Failed to fetch city leaderboard" when the call fails', async () => {
    cityBoard = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/city-leaderboard?tab=city&city=Madrid&country=Spain' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch city leaderboard');
  });

  it('leads on to the challenges, the global leaderboard and back to the app', async () => {
    renderApp({ path: '/city-leaderboard' });
    const nav = await screen.findByRole('navigation', { name: 'Progress pages' });
    expect(within(nav).getByRole('link', { name: 'Challenges' }).getAttribute('href')).toBe('/challenges');
    expect(within(nav).getByRole('link', { name: 'Global' }).getAttribute('href')).toBe('/leaderboard');
    expect(within(nav).getByRole('link', { name: 'Back to App' }).getAttribute('href')).toBe('/app');
  });

  it('speaks Spanish', async () => {
    renderApp({ path: '/city-leaderboard?tab=city', locale: 'es' });
    expect(await screen.findByText('Elige una ciudad')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Escribe una ciudad')).toBeTruthy();
    fireEvent.click(tab('Ciudades top'));
    expect(await screen.findByText('42 viajeros')).toBeTruthy();
  });
});
