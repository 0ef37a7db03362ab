import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionOutcome } from '../../../../contracts/gamification/progress.schemas';
import type { GeneratedPlan } from '../../../../contracts/workouts/generator.schemas';
import { renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { GeneratorFlow } from './generator-flow';

const PLAN: GeneratedPlan = {
  title: 'Hotel Room Full Body Workout',
  displayTitle: '10-Minute Hotel Room Full Body Workout',
  durationMinutes: 10,
  intensity: 'intermediate',
  longevityBoosting: true,
  generationId: '00000000-0000-4000-8000-000000000001',
  blocks: [
    {
      name: 'Main',
      items: [
        {
          id: 'squat',
          animationId: 'bodyweight-squat',
          name: 'Bodyweight Squat',
          sets: 3,
          seconds: 45,
          reps: 12,
          perSide: false,
          bodyPart: 'legs',
          equipment: 'none',
          gifUrl: null,
          instructions: ['Sit back and down.'],
        },
      ],
    },
  ],
};

const completed: SessionOutcome = {
  session: {
    id: '00000000-0000-4000-8000-000000000002',
    score: 105,
    durationMin: 10,
    context: 'hotel_room',
    calories: 58,
    completedAt: '2026-01-01T00:00:00.000Z',
  },
  points: { total: 105 },
  streak: { current: 1, longest: 1 },
  newBadges: [{ code: 'FIRST_WORKOUT' }],
  replayed: false,
};

const routeTable = [{ path: '/app', element: <GeneratorFlow /> }];
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const callsTo = (calls: FetchCall[], path: string) => calls.filter((call) => call.url.startsWith(path));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('GeneratorFlow', () => {
  it('generates a plan, runs it set by set and records the finished workout once, where the traveller trained', async () => {
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/generate-plan')) return { status: 200, body: PLAN };
      if (call.url.startsWith('/api/workout/complete')) return { status: 200, body: completed };
      return { status: 404, body: { error: 'Not found' } };
    });
    renderApp({ path: '/app', routeTable });

    fireEvent.click(screen.getByRole('radio', { name: '10 min' }));
    click('Generate My Workout');
    expect(await screen.findByRole('heading', { name: PLAN.displayTitle })).toBeTruthy();
    const [generation] = callsTo(calls, '/api/generate-plan');
    expect(generation?.body).toMatchObject({
      minutes: 10,
      intensity: 'intermediate',
      location: 'hotel_room',
      equipment: ['bodyweight', 'none'],
    });
    expect(generation?.body).not.toHaveProperty('workoutType');
    expect(screen.getByText('Longevity boosting')).toBeTruthy();

    const place = screen.getByRole('group', { name: 'Where are you training?' });
    fireEvent.change(within(place).getByLabelText('City'), { target: { value: 'Lisbon' } });
    fireEvent.change(within(place).getByLabelText('Country'), { target: { value: 'Portugal' } });
    click('Start Workout');
    expect(screen.getByTestId('countdown').textContent).toBe('10');
    click('Skip');
    expect(await screen.findByTestId('exercise-name')).toBeTruthy();
    expect(screen.getByTestId('timer').textContent).toBe('0:45');
    expect(screen.getByTestId('set-position').textContent).toBe('Set 1 of 3');

    for (const set of [1, 2]) {
      click('Complete set');
      expect(screen.getByTestId('complete-set').hasAttribute('disabled')).toBe(true);
      expect(screen.getByText(`Set ${set} done. Rest for 10 seconds.`)).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByTestId('set-position').textContent).toBe(`Set ${set + 1} of 3`);
    }
    click('Complete set');

    expect(await screen.findByRole('heading', { name: 'Outstanding Work!' })).toBeTruthy();
    expect(screen.getByTestId('completion-summary').textContent).toContain('3 sets completed');
    await waitFor(() => expect(callsTo(calls, '/api/workout/complete')).toHaveLength(1));
    expect(callsTo(calls, '/api/workout/complete')[0]?.body).toMatchObject({
      setsDone: 3,
      setsPlanned: 3,
      durationMin: 10,
      exerciseIds: ['squat'],
      city: 'Lisbon',
      country: 'Portugal',
    });
    expect(screen.getByTestId('training-place-note').textContent).toContain('Counted in Lisbon, Portugal.');
    expect(JSON.parse(localStorage.getItem('fc_place') ?? 'null')).toEqual({ city: 'Lisbon', country: 'Portugal' });
  });

  it('starts nothing while the place has a country without its city', async () => {
    stubFetch((call) => (call.url.startsWith('/api/generate-plan') ? { status: 200, body: PLAN } : { status: 404, body: {} }));
    renderApp({ path: '/app', routeTable });
    click('Generate My Workout');
    await screen.findByRole('heading', { name: PLAN.displayTitle });
    const place = screen.getByRole('group', { name: 'Where are you training?' });
    fireEvent.change(within(place).getByLabelText('Country'), { target: { value: 'Portugal' } });
    click('Start Workout');
    expect(within(place).getByText('Add the city too, or clear the country.')).toBeTruthy();
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('shows the error toast and the form again when generation fails', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'boom' } }));
    renderApp({ path: '/app', routeTable });
    click('Generate My Workout');
    expect(await screen.findByText('Failed to generate workout. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate My Workout' })).toBeTruthy();
  });

  it('offers the upgrade when the server answers that a trial or plan is required', async () => {
    stubFetch(() => ({ status: 403, body: { error: 'Pro required', code: 'workouts.pro-required' } }));
    renderApp({ path: '/app', routeTable });
    click('Generate My Workout');
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade.getAttribute('href')).toBe('/subscribe');
  });

  it('pauses and resumes with Space', async () => {
    stubFetch((call) => (call.url.startsWith('/api/generate-plan') ? { status: 200, body: PLAN } : { status: 404, body: {} }));
    renderApp({ path: '/app', routeTable });
    click('Generate My Workout');
    await screen.findByRole('heading', { name: PLAN.displayTitle });
    click('Start Workout');
    click('Skip');
    expect(await screen.findByTestId('live')).toBeTruthy();
    fireEvent.keyDown(document.body, { code: 'Space', key: ' ' });
    expect(screen.queryByTestId('live')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    fireEvent.keyDown(document.body, { code: 'Space', key: ' ' });
    expect(screen.getByTestId('live')).toBeTruthy();
  });

  it('opens a session of the stored 4-week plan in the preview without generating, and records it as that plan day’s routine in transit', async () => {
    const { generationId: _, ...planned } = PLAN;
    const day = {
      date: '2026-12-07',
      kind: 'flight',
      sessions: [{ id: '2026-12-07-in-flight', slot: 'in-flight', place: 'in_transit', workout: planned }],
    };
    const calls = stubFetch((call) => {
      if (call.url === '/api/plan') return { status: 200, body: { plan: { days: [day] }, regenerating: false } };
      if (call.url.startsWith('/api/workout/complete')) return { status: 200, body: completed };
      return { status: 404, body: { error: 'Not found' } };
    });
    renderApp({ path: '/app?plan=2026-12-07&session=2026-12-07-in-flight', routeTable });
    expect(await screen.findByRole('heading', { name: PLAN.displayTitle })).toBeTruthy();
    expect(callsTo(calls, '/api/generate-plan')).toHaveLength(0);
    click('Start Workout');
    click('Skip');
    await screen.findByTestId('exercise-name');
    for (const _set of [1, 2]) {
      click('Complete set');
      await act(async () => vi.advanceTimersByTimeAsync(10_000));
    }
    click('Complete set');
    await waitFor(() => expect(callsTo(calls, '/api/workout/complete')).toHaveLength(1));
    const body = callsTo(calls, '/api/workout/complete')[0]?.body;
    expect(body).toMatchObject({
      name: PLAN.displayTitle,
      durationMin: 10,
      context: 'in_transit',
      plan: { date: '2026-12-07', slot: 'in-flight' },
      setsDone: 3,
    });
    expect(body).not.toHaveProperty('generationId');
  });

  it('says so, and shows the form, when the plan no longer has the session', async () => {
    stubFetch((call) =>
      call.url === '/api/plan' ? { status: 200, body: { plan: null, regenerating: false } } : { status: 404, body: {} },
    );
    renderApp({ path: '/app?plan=2026-12-07&session=2026-12-07-main', routeTable });
    expect(await screen.findByText("This workout is no longer in your plan. Open your plan to see today's.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate My Workout' })).toBeTruthy();
  });
});
