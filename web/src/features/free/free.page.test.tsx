import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FreeStatusReply } from '../../../../contracts/workouts';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { STORED_WORKOUT_KEY } from '../runner';
import { AVAILABLE, aWorkout, BONUS_WAITING, USED } from './testing/free-fixtures';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';

type Answer = { status: number; body?: unknown } | 'network';

let status: FreeStatusReply;
let generateAnswer: Answer;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  status = AVAILABLE;
  generateAnswer = { status: 200, body: { workout: aWorkout(), via: 'free' } };
  calls = stubFetch((call) => {
    if (call.url.startsWith('/api/free/status')) return { status: 200, body: status };
    if (call.url.startsWith('/api/free/generate')) {
      if (generateAnswer === 'network') throw new TypeError('Failed to fetch');
      return generateAnswer;
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const toastText = () => document.querySelector('.toast__title')?.textContent;
const generateCalls = () => calls.filter((c) => c.url.startsWith('/api/free/generate'));

async function openWizard(path = '/free', locale: 'en' | 'es' = 'en') {
  const app = renderApp({ path, locale });
  await screen.findByRole('heading', { name: locale === 'en' ? 'Time and goal' : 'Tiempo y objetivo' });
  return app;
}

async function toStep3() {
  click('Next');
  await screen.findByRole('heading', { name: 'How you feel' });
  click('Next');
  await screen.findByRole('heading', { name: 'Where you train' });
}

describe('the free wizard', () => {
  it('asks about time and goal first, with 20 minutes and general fitness chosen', async () => {
    await openWizard();
    expect(radio('20 min').checked).toBe(true);
    expect(radio('General fitness').checked).toBe(true);
    expect(screen.getByRole('group', { name: 'How long do you have?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate my workout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('asks how the traveller feels on step 2, with normal energy and 7 hours of sleep', async () => {
    await openWizard();
    click('Next');
    await screen.findByRole('heading', { name: 'How you feel' });
    expect(radio('Normal').checked).toBe(true);
    expect(radio('Prefer not to say').checked).toBe(true);
    const sleep = screen.getByRole<HTMLInputElement>('slider', { name: 'How much did you sleep last night?' });
    expect(sleep.value).toBe('7');
    expect([sleep.min, sleep.max]).toEqual(['3', '9']);
    expect(screen.queryByRole('button', { name: 'Generate my workout' })).toBeNull();
  });

  it('offers Generate only on step 3, where a hotel room and no equipment are chosen', async () => {
    await openWizard();
    await toStep3();
    expect(radio('Hotel room').checked).toBe(true);
    expect(radio('No equipment').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Generate my workout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    click('Back');
    await screen.findByRole('heading', { name: 'How you feel' });
    expect(screen.queryByRole('button', { name: 'Generate my workout' })).toBeNull();
  });

  it('offers dumbbells only at home or the gym and drops them when moving elsewhere', async () => {
    await openWizard();
    await toStep3();
    expect(screen.queryByRole('radio', { name: 'Dumbbells' })).toBeNull();
    fireEvent.click(radio('Home'));
    fireEvent.click(radio('Dumbbells'));
    expect(radio('Dumbbells').checked).toBe(true);
    fireEvent.click(radio('Gym'));
    expect(radio('Dumbbells').checked).toBe(true);
    fireEvent.click(radio('Office'));
    expect(screen.queryByRole('radio', { name: 'Dumbbells' })).toBeNull();
    expect(radio('No equipment').checked).toBe(true);
  });

  it('sends the answers, the device and the language, then shows the workout', async () => {
    await openWizard();
    fireEvent.click(radio('10 min'));
    fireEvent.click(radio('Strength'));
    click('Next');
    await screen.findByRole('heading', { name: 'How you feel' });
    fireEvent.click(radio('Female'));
    fireEvent.click(radio('Low energy'));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '5' } });
    click('Next');
    await screen.findByRole('heading', { name: 'Where you train' });
    fireEvent.click(radio('Gym'));
    fireEvent.click(radio('Dumbbells'));
    click('Generate my workout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel room reset' })).toBeTruthy();
    expect(generateCalls()).toHaveLength(1);
    const [call] = generateCalls();
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('/api/free/generate?lang=en');
    expect(call!.body).toEqual({
      minutes: 10,
      fitnessGoal: 'strength',
      gender: 'female',
      feeling: 'low',
      sleepHours: 5,
      context: 'gym',
      equipment: 'dumbbell',
      deviceId: DEVICE,
    });
  });
});

describe('the generated workout', () => {
  async function generate() {
    const app = await openWizard();
    await toStep3();
    click('Generate my workout');
    await screen.findByRole('heading', { level: 1, name: 'Hotel room reset' });
    return app;
  }

  it('shows a card per exercise with its sets and reps or time in words, and a demo area', async () => {
    await generate();
    const card = screen.getByRole('listitem', { name: 'Split squat' });
    expect(within(card).getByText('3 sets × 10 reps per side')).toBeTruthy();
    expect(await within(card).findByRole('img', { name: /^Demo of Split squat/ })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'March in place' })).getByText('1 set × 45 seconds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your 3-day free trial' }).getAttribute('href')).toBe('/subscribe');
  });

  it('keeps the workout for the runner and opens it with Start Workout', async () => {
    const { router } = await generate();
    click('Start Workout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/runner'));
    const stored = JSON.parse(sessionStorage.getItem(STORED_WORKOUT_KEY) ?? 'null');
    expect(stored?.title).toBe('Hotel room reset');
    expect(await screen.findByRole('heading', { level: 2, name: 'March in place' })).toBeTruthy();
  });
});

describe('when the free workout cannot be had', () => {
  it('sends the traveller to the trial when the server says it was already used (409)', async () => {
    generateAnswer = { status: 409, body: { error: 'Free workout already used', code: 'usage.free-already-used' } };
    const { router } = await openWizard();
    await toStep3();
    click('Generate my workout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(router.state.location.search).toBe('?reason=free_used');
  });

  it('shows the server error in a red box and a toast', async () => {
    generateAnswer = { status: 400, body: { error: 'Dumbbells are only available at home or the gym', code: 'http.bad-request' } };
    await openWizard();
    await toStep3();
    click('Generate my workout');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dumbbells are only available at home or the gym');
    await waitFor(() => expect(toastText()).toBe('Dumbbells are only available at home or the gym'));
    expect(screen.getByRole('button', { name: 'Generate my workout' })).toBeTruthy();
  });

  it('says "Generation failed" when the server gives no reason or cannot be reached', async () => {
    generateAnswer = 'network';
    await openWizard();
    await toStep3();
    click('Generate my workout');
    expect((await screen.findByRole('alert')).textContent).toContain('Generation failed');
    await waitFor(() => expect(toastText()).toBe('Generation failed'));
  });

  it('shows the already-used message and a trial button instead of the wizard', async () => {
    status = USED;
    renderApp({ path: '/free' });
    expect(await screen.findByRole('heading', { level: 1, name: "You've already used your free workout" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your 3-day free trial' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/free/status'))?.url).toBe(`/api/free/status?uid=${DEVICE}`);
  });

  it('says so in Spanish too', async () => {
    status = USED;
    renderApp({ path: '/free', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya has usado tu entrenamiento gratis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empieza tu prueba gratis de 3 días' })).toBeTruthy();
  });

  it('offers the wizard again when an exit-offer bonus is waiting', async () => {
    status = BONUS_WAITING;
    await openWizard();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});

describe('after the runner', () => {
  it('shows the completion state with the trial button on ?completed=true', async () => {
    renderApp({ path: '/free?completed=true' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Well done!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your 3-day free trial' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows a workout generated in this tab again instead of the already-used message', async () => {
    status = USED;
    sessionStorage.setItem(STORED_WORKOUT_KEY, JSON.stringify(aWorkout()));
    renderApp({ path: '/free' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel room reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Workout' })).toBeTruthy();
  });
});
