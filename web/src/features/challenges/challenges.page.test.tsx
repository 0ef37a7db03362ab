import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { DEVICE, signIn, TOKEN, withSession } from '../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { battleFixture, challengeFixture, RACE_ID, standingFixture } from './testing/challenges-fixtures';

type Answer = { status: number; body?: unknown };

let answers: { list: Answer; mine: Answer; join: Answer };
let calls: FetchCall[];

const callsTo = (path: string) => calls.filter((call) => call.url.split('?')[0] === path);
const toast = () => ({
  title: document.querySelector('.toast__title')?.textContent,
  description: document.querySelector('.toast__description')?.textContent,
});
const cardTitled = (title: string) => screen.findByRole<HTMLElement>('article', { name: title });

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answers = {
    list: { status: 200, body: { challenges: [challengeFixture(), battleFixture()] } },
    mine: { status: 200, body: { challenges: [] } },
    join: { status: 200, body: { challenge: standingFixture(challengeFixture(), { currentProgress: 0, rank: 24 }), alreadyJoined: false } },
  };
  calls = stubFetch(
    withSession((call) => {
      const path = call.url.split('?')[0];
      if (path === '/api/challenges') return answers.list;
      if (path === '/api/user-challenges') return answers.mine;
      if (path === `/api/challenges/${RACE_ID}/join`) return answers.join;
      return undefined;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/challenges', () => {
  it('shows placeholder cards while the challenges load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp({ path: '/challenges' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group Challenges' })).toBeTruthy();
    const loading = screen.getByText('Loading the challenges…').closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows each challenge with its kind, title, description, goal, dates and participants, in the page language', async () => {
    renderApp({ path: '/challenges' });
    const race = await cardTitled('Weekly Points Race · Dec 7 – 13');
    expect(within(race).getByText('Points race')).toBeTruthy();
    expect(within(race).getByText('Earn 1,000 points this week.')).toBeTruthy();
    expect(within(race).getByText('Goal: 1,000 points')).toBeTruthy();
    expect(race.textContent?.replace(/\s+/g, ' ')).toContain('Dec 7 – 13, 2026');
    expect(within(race).getByText('23 of 100 joined')).toBeTruthy();
    expect(within(race).getByRole('button', { name: 'Join' })).toBeTruthy();
    expect(within(await cardTitled('Streak Battle · December 2026')).getByText('Goal: 10 days in a row')).toBeTruthy();
    expect(callsTo('/api/challenges')[0]?.url).toBe('/api/challenges?lang=en');
    expect(callsTo('/api/challenges')[0]?.headers['x-device-id']).toBeUndefined();
  });

  it('lets an anonymous traveller join with her device: Challenge Joined!, and Join becomes Joined', async () => {
    renderApp({ path: '/challenges' });
    const race = await cardTitled('Weekly Points Race · Dec 7 – 13');
    answers.mine = { status: 200, body: { challenges: [standingFixture(challengeFixture(), { currentProgress: 0, rank: 24 })] } };
    fireEvent.click(within(race).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(toast().title).toBe('Challenge Joined!'));
    const [join] = callsTo(`/api/challenges/${RACE_ID}/join`);
    expect(join?.method).toBe('POST');
    expect(join?.headers['x-device-id']).toBe(DEVICE);
    expect(join?.headers.authorization).toBeUndefined();
    const joined = within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByRole<HTMLButtonElement>('button', { name: 'Joined' });
    expect(joined.disabled).toBe(true);
  });

  it('joins with the sign-in token of a signed-in traveller', async () => {
    signIn();
    renderApp({ path: '/challenges' });
    fireEvent.click(within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(callsTo(`/api/challenges/${RACE_ID}/join`)).toHaveLength(1));
    expect(callsTo(`/api/challenges/${RACE_ID}/join`)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(callsTo('/api/user-challenges')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    [{ status: 409, body: { error: 'This challenge is full.', code: 'community.challenge-full' } }, 'This challenge is full.'],
    [
      { status: 409, body: { error: 'Something the app does not know yet.', code: 'community.something-new' } },
      'Something the app does not know yet.',
    ],
    [{ status: 502 }, 'Failed to join challenge'],
  ])('says Error with the reason when joining is refused (%j)', async (answer, reason) => {
    answers.join = answer;
    renderApp({ path: '/challenges' });
    fireEvent.click(within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: reason }));
    expect(within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('offers no Join on a challenge that has ended or is full', async () => {
    answers.list = {
      status: 200,
      body: { challenges: [challengeFixture({ status: 'completed' }), battleFixture({ participantCount: 100 })] },
    };
    renderApp({ path: '/challenges' });
    expect(within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByRole('button', { name: 'Ended' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(await cardTitled('Streak Battle · December 2026')).getByRole('button', { name: 'Full' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a challenge about to start with the day it starts', async () => {
    answers.list = {
      status: 200,
      body: {
        challenges: [challengeFixture({ status: 'upcoming', startDate: '2026-12-14T00:00:00.000Z', endDate: '2026-12-21T00:00:00.000Z' })],
      },
    };
    renderApp({ path: '/challenges' });
    expect(within(await cardTitled('Weekly Points Race · Dec 7 – 13')).getByText('Starts Dec 14')).toBeTruthy();
  });

  it('shows My Challenges with a progress bar of progress over target, the rank, and a completion', async () => {
    answers.mine = {
      status: 200,
      body: {
        challenges: [
          standingFixture(challengeFixture(), { currentProgress: 330, rank: 2 }),
          standingFixture(battleFixture(), { currentProgress: 12, rank: 1, completedAt: '2026-12-12T08:00:00.000Z' }),
        ],
      },
    };
    renderApp({ path: '/challenges?tab=mine' });
    const race = await cardTitled('Weekly Points Race · Dec 7 – 13');
    const bar = within(race).getByRole('progressbar', { name: 'Your progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('330 / 1,000');
    expect(within(race).getByText('Rank #2')).toBeTruthy();
    expect(within(race).getByRole('button', { name: 'Joined' })).toBeTruthy();

    const battle = await cardTitled('Streak Battle · December 2026');
    expect(within(battle).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(battle).getByText('Completed!')).toBeTruthy();
  });

  it('says so when there is nothing in a tab, and leads from My Challenges to all of them', async () => {
    answers.list = { status: 200, body: { challenges: [] } };
    renderApp({ path: '/challenges?tab=mine' });
    expect(await screen.findByText('No challenges yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse challenges' }));
    expect(await screen.findByText('No challenges right now')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Challenges' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says "Failed to fetch challenges" and "Failed to fetch user challenges" when the calls fail, and asks again on Try again', async () => {
    answers.list = { status: 500, body: { error: 'Internal error' } };
    answers.mine = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/challenges' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch challenges');
    fireEvent.click(screen.getByRole('tab', { name: 'My Challenges' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch user challenges');

    answers.mine = { status: 200, body: { challenges: [] } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No challenges yet')).toBeTruthy();
  });

  it('leads back to the app and to the leaderboard', async () => {
    renderApp({ path: '/challenges' });
    const nav = await screen.findByRole('navigation', { name: 'More ways to train' });
    expect(within(nav).getByRole('link', { name: 'Back to App' }).getAttribute('href')).toBe('/app');
    expect(within(nav).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });

  it('speaks Spanish, and asks for the titles in Spanish', async () => {
    answers.list = { status: 200, body: { challenges: [challengeFixture({ title: 'Carrera de puntos semanal · 7–13 dic' })] } };
    renderApp({ path: '/challenges', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retos en grupo' })).toBeTruthy();
    const race = await cardTitled('Carrera de puntos semanal · 7–13 dic');
    expect(within(race).getByText('Meta: 1000 puntos')).toBeTruthy();
    expect(within(race).getByRole('button', { name: 'Unirme' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mis retos' })).toBeTruthy();
    expect(callsTo('/api/challenges')[0]?.url).toBe('/api/challenges?lang=es');

    answers.join = { status: 409, body: { error: 'This challenge has ended.', code: 'community.challenge-ended' } };
    fireEvent.click(within(race).getByRole('button', { name: 'Unirme' }));
    await waitFor(() => expect(toast()).toEqual({ title: 'Error', description: 'Este reto ha terminado.' }));
  });
});
