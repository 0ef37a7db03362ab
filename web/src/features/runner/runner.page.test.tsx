import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Workout, WorkoutExercise } from '../../../../contracts/workouts';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../../testing/render-app';
import { STORED_WORKOUT_KEY, storeWorkout } from './stored-workout';

const move = (name: string, sets: number, reps_or_time: string, extra: Partial<WorkoutExercise> = {}): WorkoutExercise => ({
  id: name.toLowerCase().replaceAll(' ', '-'),
  animationId: name.toLowerCase().replaceAll(' ', '-'),
  name,
  section: 'main',
  group: 'Main block',
  bodyPart: 'legs',
  equipment: 'none',
  sets,
  reps_or_time,
  unit: reps_or_time.includes('second') ? 'seconds' : 'reps',
  value: Number.parseInt(reps_or_time, 10),
  perSide: reps_or_time.includes('per side'),
  // The timing the engine sends with it (ADR 0030), which the runner follows: timed sets as stated, 30 s rep sets, no rest after.
  work_sec: reps_or_time.includes('second') ? Number.parseInt(reps_or_time, 10) : 30,
  rest_between_sets_sec: 15,
  rest_sec: 0,
  instructions: ['Stand tall.'],
  tips: 'Breathe out as you push.',
  gifUrl: null,
  ...extra,
});

const WORKOUT: Workout = {
  title: 'Hotel room reset',
  total_minutes: 10,
  longevityBoosting: false,
  safety_notes: [],
  level: 'beginner',
  place: 'hotel_room',
  locale: 'en',
  blocks: [move('March in place', 1, '45 seconds'), move('Bodyweight squat', 3, '12 reps'), move('Travel stretch', 1, '30 seconds')],
};

const store = (workout: unknown) => sessionStorage.setItem(STORED_WORKOUT_KEY, JSON.stringify(workout));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const timer = () => screen.getByRole('timer').textContent;
const liveRegion = () => document.querySelector('.runner-card [aria-live="polite"]')?.textContent;
/** Fake timers and Date; time also moves on by itself, so that loading the page can finish. */
const fakeTheClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
/** A page the router loads lazily may take a while to show on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, 'fc_0123456789abcdef0123456789abcdef');
  installBrowserShims();
  stubFetch((call) =>
    call.url.startsWith('/api/free/status') ? { status: 200, body: { used: true, bonusAvailable: false, available: false } } : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the runner page', () => {
  it('says no workout is loaded and links back to /free when none is stored', async () => {
    renderApp({ path: '/runner' });
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert.textContent).toContain('No workout loaded');
    expect(screen.getByRole('link', { name: 'Back to free workout' }).getAttribute('href')).toBe('/free');
  });

  it('treats a stored value that is not a workout as no workout', async () => {
    sessionStorage.setItem(STORED_WORKOUT_KEY, '{"title":"half a workout"');
    renderApp({ path: '/runner' });
    expect((await screen.findByRole('alert', {}, PAGE_LOAD)).textContent).toContain('No workout loaded');
  });

  it('says so in Spanish too', async () => {
    renderApp({ path: '/runner', locale: 'es' });
    expect((await screen.findByRole('alert', {}, PAGE_LOAD)).textContent).toContain('No hay rutina cargada.');
  });

  it('opens on the first exercise, set 1, with its full time, waiting for Start', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    expect(await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Set 1 of 1')).toBeTruthy();
    expect(screen.getByText('Exercise 1 of 3')).toBeTruthy();
    expect(timer()).toContain('00:45');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Workout' })).toBeNull();
  });

  it('moves through the exercises with Next Exercise and offers Complete Workout on the last', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Next Exercise');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bodyweight squat' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Set 1 of 3')).toBeTruthy();
    // Next Exercise leaves the runner paused on the new exercise with its full time (12 reps: the default 30 s).
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(timer()).toContain('00:30');
    const next = screen.getByRole('button', { name: 'Next Exercise' });
    next.focus();
    fireEvent.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel stretch' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next Exercise' })).toBeNull();
    // The keyboard user who pressed Next Exercise lands on Complete Workout, which took its place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Complete Workout' }));
  });

  it('starts, pauses and resumes with one button that keeps the focus', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    const toggle = screen.getByRole('button', { name: 'Start' });
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Pause');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Resume');
    expect(timer()).toMatch(/00:4[45]/);
  });

  it('clears the stored workout and goes to /free?completed=true on Complete Workout', async () => {
    store(WORKOUT);
    const { router } = renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Next Exercise');
    click('Next Exercise');
    click('Complete Workout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/free'));
    expect(router.state.location.search).toBe('?completed=true');
    expect(sessionStorage.getItem(STORED_WORKOUT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Well done!' }, PAGE_LOAD)).toBeTruthy();
  });

  it('counts down, rests 15 seconds between sets and announces only the changes of phase', async () => {
    fakeTheClock();
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Start');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(45_000));
    expect(screen.getByRole('heading', { level: 2, name: 'Bodyweight squat' })).toBeTruthy();
    expect(liveRegion()).toBe('Bodyweight squat: set 1 of 3');

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Set 2 of 3')).toBeTruthy();
    expect(screen.getByText('Rest')).toBeTruthy();
    expect(timer()).toContain('00:15');
    expect(liveRegion()).toBe('Rest. Next: Bodyweight squat, set 2 of 3');

    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(timer()).toContain('00:10');
    expect(liveRegion()).toBe('Rest. Next: Bodyweight squat, set 2 of 3');
  });

  it('times a per-side set as two halves and tells the traveller to switch sides, in a toast and to screen readers', async () => {
    fakeTheClock();
    const sidePlank = move('Side plank', 1, '20 seconds per side', { work_sec: 40, perSide: true });
    store({ ...WORKOUT, blocks: [sidePlank, move('Travel stretch', 1, '30 seconds')] });
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'Side plank' }, PAGE_LOAD);
    expect(screen.getByText(/Side 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'How Side plank is done' })).toBeTruthy();
    click('Start');
    expect(timer()).toContain('00:20');

    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText(/Side 2 of 2/)).toBeTruthy();
    expect(timer()).toContain('00:20');
    expect(liveRegion()).toBe('Switch sides: Side plank, set 1 of 1');
    expect(await screen.findByText('Switch sides')).toBeTruthy();
  });

  it('shows what comes next during a rest, and Skip rest starts that set at once', async () => {
    fakeTheClock();
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Next Exercise');
    await screen.findByRole('heading', { level: 2, name: 'Bodyweight squat' }, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: 'Skip rest' })).toBeNull();
    click('Resume');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Next up: Bodyweight squat, set 2 of 3')).toBeTruthy();
    click('Skip rest');
    expect(screen.getByText('Work')).toBeTruthy();
    expect(timer()).toContain('00:30');
    expect(screen.queryByText(/^Next up/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip rest' })).toBeNull();
  });

  it('pauses and resumes with the Space key, but leaves Space alone on a button', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    // On a focused button Space presses that button (the browser's own rule), not the runner's toggle too.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next Exercise' }), { key: ' ', code: 'Space' });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('shows no progress before the first set ends', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    const bar = screen.getByRole('progressbar', { name: 'Workout progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('0% done');
  });

  it('says Done, not Work, once the last set has run out', async () => {
    fakeTheClock();
    store({ ...WORKOUT, blocks: [move('Plank', 1, '30 seconds')] });
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'Plank' }, PAGE_LOAD);
    click('Start');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByText('Work')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Workout progress' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('does not ask before leaving a workout that has not started', async () => {
    store(WORKOUT);
    const { router } = renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    // Not started yet: nothing to lose, no question.
    fireEvent.click(screen.getByRole('link', { name: 'Back to free workout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/free'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps a started workout when the traveller says no to leaving', async () => {
    store(WORKOUT);
    const { router } = renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Start');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('link', { name: 'Back to free workout' }));
    expect(confirm).toHaveBeenCalledWith('Leave the workout? It stays here, paused, for when you come back.');
    expect(router.state.location.pathname).toBe('/runner');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to free workout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/free'));
  });

  it('finds the workout where it was after a reload, paused, whatever the time away', async () => {
    fakeTheClock();
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Next Exercise');
    click('Resume');
    // The 30-second squat set, then 10 seconds into the rest before set 2.
    await act(async () => vi.advanceTimersByTimeAsync(40_000));
    expect(screen.getByText('Set 2 of 3')).toBeTruthy();

    cleanup();
    await act(async () => vi.advanceTimersByTimeAsync(3_600_000));
    renderApp({ path: '/runner' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bodyweight squat' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Set 2 of 3')).toBeTruthy();
    expect(screen.getByText('Rest')).toBeTruthy();
    expect(timer()).toContain('00:05');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('starts a newly stored workout from its beginning, not where the last one was', async () => {
    store(WORKOUT);
    renderApp({ path: '/runner' });
    await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
    click('Next Exercise');
    cleanup();
    storeWorkout(WORKOUT);
    renderApp({ path: '/runner' });
    expect(await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('keeps the screen awake while the workout runs and lets it sleep when paused', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      store(WORKOUT);
      renderApp({ path: '/runner' });
      await screen.findByRole('heading', { level: 2, name: 'March in place' }, PAGE_LOAD);
      expect(request).not.toHaveBeenCalled();
      click('Start');
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      click('Pause');
      await waitFor(() => expect(release).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });
});
