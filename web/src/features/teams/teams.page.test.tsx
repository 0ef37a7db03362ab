import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { DEVICE, signIn, TOKEN, withSession } from '../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { BEN, OTHER_TEAM_ID, TEAM_ID, teamDetailsFixture, teamFixture, userTeamsFixture } from './testing/teams-fixtures';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
let calls: FetchCall[];

/** Answers by "METHOD path"; anything else is a 404 the test did not expect. */
const answerFor = (call: FetchCall): Answer | undefined =>
  answers[`${call.method} ${call.url}`] ?? { status: 404, body: { error: 'Not found' } };
const callsTo = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answers = {
    'GET /api/user-teams': { status: 200, body: userTeamsFixture() },
    [`GET /api/teams/${TEAM_ID}`]: { status: 200, body: teamDetailsFixture() },
  };
  calls = stubFetch(withSession(answerFor));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toastSays = async (title: string, description?: string) => {
  const toast = await screen.findByText(title);
  if (description) expect(within(toast.closest('li') ?? document.body).getByText(description)).toBeTruthy();
};

describe('/teams for a signed-in traveller', () => {
  beforeEach(() => signIn());

  it('lists My Teams as cards: emoji, name, description or "No description", members, points and created date', async () => {
    answers['GET /api/user-teams'] = {
      status: 200,
      body: userTeamsFixture([
        teamFixture(),
        teamFixture({ id: OTHER_TEAM_ID, name: 'Red-eye Crew', description: null, yourRole: 'member' }),
      ]),
    };
    renderApp({ path: '/teams' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Gate Runners' })).toBeTruthy();
    expect(within(first).getByText('🏃')).toBeTruthy();
    expect(within(first).getByText('Workouts between flights')).toBeTruthy();
    expect(within(first).getByText('2/10 members')).toBeTruthy();
    expect(within(first).getByText('1,230 points')).toBeTruthy();
    expect(within(first).getByText('Created Nov 20, 2026')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('No description')).toBeTruthy();
    expect(callsTo('GET', '/api/user-teams')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says "No Teams Yet" without teams, and "Select a Team" on Team Details before one is chosen', async () => {
    answers['GET /api/user-teams'] = { status: 200, body: userTeamsFixture([]) };
    renderApp({ path: '/teams' });
    expect(await screen.findByText('No Teams Yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Team Details' }));
    expect(await screen.findByText('Select a Team')).toBeTruthy();
  });

  it('says "Failed to fetch user teams" when the list cannot be read', async () => {
    answers['GET /api/user-teams'] = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: '/teams' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch user teams');
  });

  it('opens a team: members with role (the admin has a crown), public name and points contributed, and the invite link', async () => {
    renderApp({ path: '/teams' });
    fireEvent.click(await screen.findByRole('button', { name: 'View Gate Runners' }));
    const rows = within(await screen.findByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.teams-member__name')?.textContent)).toEqual([BEN.label, 'Traveler-4e5f']);
    expect(within(rows[0] as HTMLElement).getByText('Member')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('1,000 points contributed')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Admin' }).textContent).toBe('👑');
    expect(within(rows[1] as HTMLElement).getByText('you')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite link of Gate Runners' }).value).toBe(
      `${window.location.origin}/teams?join=${TEAM_ID}`,
    );
  });

  it('says "No members found for this team." for a team without members', async () => {
    answers[`GET /api/teams/${TEAM_ID}`] = { status: 200, body: teamDetailsFixture({}, []) };
    renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    expect(await screen.findByText('No members found for this team.')).toBeTruthy();
  });

  it('says "Failed to fetch team details" when the team cannot be read', async () => {
    answers[`GET /api/teams/${TEAM_ID}`] = { status: 500, body: { error: 'Internal error' } };
    renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch team details');
  });

  it('copies the invite link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await toastSays('Invite link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/teams?join=${TEAM_ID}`);
  });

  it('creates a team with the runner by default: the dialog checks the name, then "Team Created!" and its details', async () => {
    answers['POST /api/teams'] = { status: 201, body: { team: teamFixture({ currentMembers: 1, totalPoints: 0, description: null }) } };
    renderApp({ path: '/teams' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Emoji' }).value).toBe('🏃');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await within(dialog).findByText('Give your team a name.')).toBeTruthy();
    expect(callsTo('POST', '/api/teams')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team name' }), { target: { value: '  Gate Runners ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await toastSays('Team Created!');
    expect(callsTo('POST', '/api/teams')[0]?.body).toEqual({ name: 'Gate Runners', emoji: '🏃', description: null, maxMembers: 10 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gate Runners' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Error" with the server message, or "Failed to create team", when creating fails', async () => {
    answers['POST /api/teams'] = { status: 500, body: 'gateway down' };
    renderApp({ path: '/teams' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team name' }), { target: { value: 'Gate Runners' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await toastSays('Error', 'Failed to create team');
    expect(screen.getByRole('dialog', { name: 'Create a team' })).toBeTruthy();
  });

  it('joins through the invite link, then shows the team', async () => {
    answers[`POST /api/teams/${TEAM_ID}/join`] = { status: 200, body: { team: teamFixture({ yourRole: 'member' }), joined: true } };
    const { router } = renderApp({ path: `/teams?join=${TEAM_ID}` });
    await toastSays('You joined Gate Runners');
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=details&team=${TEAM_ID}`));
    expect(callsTo('POST', `/api/teams/${TEAM_ID}/join`)).toHaveLength(1);
    expect(callsTo('POST', `/api/teams/${TEAM_ID}/join`)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says why the invite link could not join: the server message, or "Failed to join team"', async () => {
    answers[`POST /api/teams/${TEAM_ID}/join`] = {
      status: 409,
      body: { error: 'This team is full: it already has its maximum number of members.', code: 'community.team-full' },
    };
    renderApp({ path: `/teams?join=${TEAM_ID}` });
    await toastSays('Error', 'This team is full: it already has its maximum number of members.');
    cleanup();
    answers[`POST /api/teams/${TEAM_ID}/join`] = { status: 502, body: '<html>bad gateway</html>' };
    renderApp({ path: `/teams?join=${TEAM_ID}` });
    await toastSays('Error', 'Failed to join team');
  });

  it('lets the admin remove a member after confirming', async () => {
    answers[`DELETE /api/teams/${TEAM_ID}/members/${BEN.id}`] = { status: 200, body: { team: teamFixture({ currentMembers: 1 }) } };
    renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${BEN.label}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${BEN.label}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastSays(`${BEN.label} was removed`);
    expect(callsTo('DELETE', `/api/teams/${TEAM_ID}/members/${BEN.id}`)).toHaveLength(1);
  });

  it('lets the admin rename the team', async () => {
    answers[`PATCH /api/teams/${TEAM_ID}`] = { status: 200, body: { team: teamFixture({ name: 'Lounge Lifters' }) } };
    renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gate Runners' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team name' }), { target: { value: 'Lounge Lifters' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 🏋️' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await toastSays('Team updated');
    expect(callsTo('PATCH', `/api/teams/${TEAM_ID}`)[0]?.body).toEqual({
      name: 'Lounge Lifters',
      emoji: '🏋️',
      description: 'Workouts between flights',
    });
  });

  it('shows no admin actions to a member, who may leave after confirming', async () => {
    answers[`GET /api/teams/${TEAM_ID}`] = { status: 200, body: teamDetailsFixture({ yourRole: 'member' }) };
    answers[`POST /api/teams/${TEAM_ID}/leave`] = { status: 200, body: { closed: false } };
    const { router } = renderApp({ path: `/teams?tab=details&team=${TEAM_ID}` });
    await screen.findByRole('button', { name: 'Leave team' });
    expect(screen.queryByRole('button', { name: 'Edit team' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Remove ${BEN.label}` })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Gate Runners?' });
    expect(within(dialog).getByText('The points you brought leave the team with you.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await toastSays('You left Gate Runners');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
  });

  it('speaks Spanish', async () => {
    answers['GET /api/user-teams'] = { status: 200, body: userTeamsFixture([]) };
    renderApp({ path: '/teams', locale: 'es' });
    expect(await screen.findByText('Aún no tienes equipos')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mis equipos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear equipo' })).toBeTruthy();
  });
});

describe('/teams for a traveller without an account', () => {
  it('says what teams are and invites them to sign up, asking nothing of the server', async () => {
    renderApp({ path: '/teams' });
    expect(await screen.findByRole('heading', { name: 'Train together, wherever you travel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/register?next=%2Fteams');
    expect(callsTo('GET', '/api/user-teams')).toHaveLength(0);
  });

  it('opened from an invite link, names the team and signs them up or in before coming back to join', async () => {
    renderApp({ path: `/teams?join=${TEAM_ID}` });
    const invitation = await screen.findByRole('region', { name: "You're invited to join 🏃 Gate Runners" });
    const back = encodeURIComponent(`/teams?join=${TEAM_ID}`);
    expect(within(invitation).getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(`/register?next=${back}`);
    expect(within(invitation).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/auth?next=${back}`);
    expect(callsTo('POST', `/api/teams/${TEAM_ID}/join`)).toHaveLength(0);
  });
});
