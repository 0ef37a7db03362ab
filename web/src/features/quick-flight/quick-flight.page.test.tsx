import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { aQuickWorkout, anOutcome, FREE_WEEK, generated } from './testing/quick-flight-fixtures';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';

type Answer = { status: number; body?: unknown };

let generateAnswer: Answer;
let completeAnswers: Answer[];
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  generateAnswer = { status: 200, body: generated() };
  completeAnswers = [{ status: 200, body: anOutcome() }];
  calls = stubFetch((call) => {
    if (call.url.startsWith('/api/workout/generate')) return generateAnswer;
    if (call.url.startsWith('/api/session/complete')) return completeAnswers.shift() ?? { status: 500 };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const callsTo = (path: string) => calls.filter((call) => call.url.startsWith(path));

async function openQuickFlight(locale: 'en' | 'es' = 'en') {
  const app = renderApp({ path: '/quick-flight', locale });
  await screen.findByRole('heading', { level: 1, name: locale === 'en' ? 'Train where you are' : 'Entrena donde estés' });
  return app;
}

async function openGateWorkout() {
  await openQuickFlight();
  click(/^Gate wait/);
  return screen.findByRole('heading', { level: 1, name: '10-Minute Airport Gate Full Body Workout' });
}

describe('the context cards', () => {
  it('offer gate wait, taxi, hotel and meeting break with their minutes', async () => {
    await openQuickFlight();
    const cards = screen.getAllByRole('button').filter((button) => button.classList.contains('quick-context'));
    expect(cards.map((card) => card.textContent)).toEqual([
      'Gate wait10 minAt the airport, before boarding',
      'Taxi ride8 minIn your seat, on the way',
      'Hotel room15 minA yoga mat of floor is enough',
      'Meeting break5 minBetween two meetings at the office',
    ]);
  });

  it('read in Spanish', async () => {
    await openQuickFlight('es');
    expect(screen.getByRole('button', { name: /^Espera en la puerta\s*10 min/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pausa entre reuniones\s*5 min/ })).toBeTruthy();
  });
});

describe('a quick workout', () => {
  it('is asked for with quick mode’s body, the device id and the page’s language', async () => {
    await openQuickFlight();
    click(/^Taxi ride/);
    expect(await screen.findByText('Designing your 8-minute workout…')).toBeTruthy();
    const [call] = callsTo('/api/workout/generate');
    expect(call?.url).toBe('/api/workout/generate?lang=en');
    expect(call?.method).toBe('POST');
    expect(call?.headers['x-device-id']).toBe(DEVICE);
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.body).toEqual({
      minutes: 8,
      environment: 'in_transit',
      level: 'beginner',
      equipment: 'bodyweight',
      energy: 'normal',
      stress: 2,
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
      isPro: false,
    });
  });

  it('is asked for quiet and without sweat when the traveller switches them on first', async () => {
    await openQuickFlight();
    fireEvent.click(screen.getByRole('switch', { name: 'Quiet' }));
    fireEvent.click(screen.getByRole('switch', { name: 'No sweat' }));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Quiet' }).checked).toBe(true);
    click(/^Hotel room/);
    expect(await screen.findByText('Designing your 15-minute workout…')).toBeTruthy();
    const [call] = callsTo('/api/workout/generate');
    expect(call?.body).toMatchObject({ environment: 'hotel_room', quiet: true, noSweat: true });
  });

  it('shows its display title, total minutes, exercise count, safety notes and the player on exercise 1', async () => {
    const title = await openGateWorkout();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByTestId('total-minutes').textContent).toBe('10 minutes');
    expect(screen.getByTestId('exercise-count').textContent).toBe('3 exercises');
    const notes = screen.getByRole('complementary', { name: 'Safety notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stop any move that causes sharp pain or dizziness.', 'Keep your bags within reach.']);
    expect(screen.getByTestId('exercise-position').textContent).toBe('Exercise 1 of 3');
    expect(screen.getByRole('heading', { level: 3, name: 'Hip circles' })).toBeTruthy();
    expect(screen.getByText('1 set × 35 seconds')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('0:35');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('is asked for and shown in Spanish on a Spanish page', async () => {
    generateAnswer = {
      status: 200,
      body: generated(aQuickWorkout({ title: 'Entrenamiento de cuerpo completo en la puerta de embarque', locale: 'es' })),
    };
    await openQuickFlight('es');
    click(/^Espera en la puerta/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrenamiento de cuerpo completo en la puerta de embarque de 10 minutos' }),
    ).toBeTruthy();
    expect(callsTo('/api/workout/generate')[0]?.url).toBe('/api/workout/generate?lang=es');
  });

  it('goes back to the cards with Choose Different Context', async () => {
    await openGateWorkout();
    click('Choose Different Context');
    expect(await screen.findByRole('heading', { level: 1, name: 'Train where you are' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Gate wait/ })).toBeTruthy();
  });

  it('turns Start into Pause while the player plays, and Stop puts it back', async () => {
    await openGateWorkout();
    click('Start');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    click('Stop');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('0:35');
  });
});

describe('Mark as Completed', () => {
  it('records the workout once with its minutes, place and time zone, then shows the points it earned', async () => {
    await openGateWorkout();
    click('Mark as Completed');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Workout completed')).toBeTruthy();
    expect(within(alert).getByTestId('points-earned').textContent).toBe('You earned 125 points.');
    expect(alert.textContent).toContain('New badge: First Flight');
    expect(screen.getByRole('button', { name: /^Gate wait/ })).toBeTruthy();

    const [call] = callsTo('/api/session/complete');
    expect(call?.method).toBe('POST');
    expect(call?.headers['x-device-id']).toBe(DEVICE);
    expect(call?.body).toEqual({
      completionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: '10-Minute Airport Gate Full Body Workout',
      durationMin: 10,
      context: 'airport',
      energy: 'normal',
      stress: 2,
      soreness: 'none',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(callsTo('/api/session/complete')).toHaveLength(1);
  });

  it('keeps the workout when recording fails, and Try Again sends the same completion', async () => {
    completeAnswers = [
      { status: 503, body: { error: 'Service unavailable' } },
      { status: 200, body: anOutcome({ newBadges: [] }) },
    ];
    await openGateWorkout();
    click('Mark as Completed');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to complete workout');
    expect(screen.getByRole('heading', { level: 1, name: '10-Minute Airport Gate Full Body Workout' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You earned 125 points.')).toBeTruthy();
    const sent = callsTo('/api/session/complete').map((call) => (call.body as { completionId: string }).completionId);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });

  it('shows the points alert in Spanish', async () => {
    generateAnswer = { status: 200, body: generated(aQuickWorkout({ title: 'Entrenamiento en la puerta de embarque', locale: 'es' })) };
    await openQuickFlight('es');
    click(/^Espera en la puerta/);
    await screen.findByRole('heading', { level: 1, name: /de 10 minutos$/ });
    click('Marcar como completado');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Entrenamiento completado')).toBeTruthy();
    expect(within(alert).getByTestId('points-earned').textContent).toBe('Has ganado 125 puntos.');
    expect(alert.textContent).toContain('Nueva insignia: Primer vuelo');
  });
});

describe('when no workout can be had', () => {
  it('says "Failed to generate workout", and Try Again goes back to the cards', async () => {
    generateAnswer = { status: 500, body: { error: 'Internal error' } };
    await openQuickFlight();
    click(/^Gate wait/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to generate workout');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Gate wait/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites a free traveller who used the week’s workouts to the trial, and says when more come', async () => {
    generateAnswer = {
      status: 403,
      body: {
        error: 'Weekly free workout limit reached',
        code: 'usage.limit-reached',
        details: { ...FREE_WEEK, allowed: false, remaining: 0 },
      },
    };
    await openQuickFlight();
    click(/^Gate wait/);
    const title = await screen.findByRole('heading', { level: 2, name: "This week's free workouts are used" });
    const panel = title.closest('section')!;
    expect(panel.textContent).toContain('Without a subscription you get 2 AI workouts a week. More arrive on Monday, December 7.');
    expect(within(panel).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe('/subscribe');
    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /^Gate wait/ })).toBeTruthy();
  });
});

describe('Where are you training?', () => {
  const field = () => screen.getByRole('group', { name: 'Where are you training?' });
  const type = (label: 'City' | 'Country', value: string) => fireEvent.change(within(field()).getByLabelText(label), { target: { value } });
  const sentPlace = () => {
    const body = callsTo('/api/session/complete').at(-1)?.body as { city?: string; country?: string } | undefined;
    return { city: body?.city, country: body?.country };
  };

  it('records the workout in the city and country typed, trimmed, remembers them and says where it counted', async () => {
    await openGateWorkout();
    type('City', '  Lisbon ');
    type('Country', 'Portugal ');
    click('Mark as Completed');
    const alert = await screen.findByRole('alert');
    expect(sentPlace()).toEqual({ city: 'Lisbon', country: 'Portugal' });
    expect(JSON.parse(localStorage.getItem('fc_place') ?? 'null')).toEqual({ city: 'Lisbon', country: 'Portugal' });
    expect(within(alert).getByTestId('training-place-note').textContent).toBe(
      'Counted in Lisbon, Portugal. See Lisbon on the city leaderboard',
    );
    expect(within(alert).getByRole('link', { name: 'See Lisbon on the city leaderboard' }).getAttribute('href')).toBe(
      '/city-leaderboard?tab=city&city=Lisbon&country=Portugal',
    );
    expect(within(alert).getByRole('link', { name: 'See your place on the leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });

  it('records a workout without a place when both fields are left empty, and says nothing of a city', async () => {
    await openGateWorkout();
    click('Mark as Completed');
    const alert = await screen.findByRole('alert');
    expect(sentPlace()).toEqual({ city: undefined, country: undefined });
    expect(within(alert).queryByTestId('training-place-note')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'See your place on the leaderboard' })).toBeTruthy();
    expect(localStorage.getItem('fc_place')).toBeNull();
  });

  it('starts the next workout with the remembered place, and Clear place forgets it', async () => {
    localStorage.setItem('fc_place', JSON.stringify({ city: 'Lisbon', country: 'Portugal' }));
    await openGateWorkout();
    expect(within(field()).getByLabelText<HTMLInputElement>('City').value).toBe('Lisbon');
    expect(within(field()).getByLabelText<HTMLInputElement>('Country').value).toBe('Portugal');
    fireEvent.click(within(field()).getByRole('button', { name: 'Clear place' }));
    expect(within(field()).getByLabelText<HTMLInputElement>('City').value).toBe('');
    expect(document.activeElement).toBe(within(field()).getByLabelText('City'));
    expect(within(field()).queryByRole('button', { name: 'Clear place' })).toBeNull();
    expect(localStorage.getItem('fc_place')).toBeNull();
    click('Mark as Completed');
    await screen.findByRole('alert');
    expect(sentPlace()).toEqual({ city: undefined, country: undefined });
  });

  it('sends nothing while a city has no country, and says which one is missing', async () => {
    await openGateWorkout();
    type('City', 'Lisbon');
    click('Mark as Completed');
    const country = within(field()).getByLabelText('Country');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Add the country too, or clear the city.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(callsTo('/api/session/complete')).toHaveLength(0);
    type('Country', 'Portugal');
    expect(screen.queryByText('Add the country too, or clear the city.')).toBeNull();
    click('Mark as Completed');
    await screen.findByRole('alert');
    expect(sentPlace()).toEqual({ city: 'Lisbon', country: 'Portugal' });
  });

  it('asks in Spanish on a Spanish page', async () => {
    generateAnswer = { status: 200, body: generated(aQuickWorkout({ title: 'Entrenamiento en la puerta de embarque', locale: 'es' })) };
    await openQuickFlight('es');
    click(/^Espera en la puerta/);
    const group = await screen.findByRole('group', { name: '¿Dónde entrenas?' });
    fireEvent.change(within(group).getByLabelText('País'), { target: { value: 'Portugal' } });
    click('Marcar como completado');
    expect(await screen.findByText('Añade también la ciudad, o borra el país.')).toBeTruthy();
  });
});
