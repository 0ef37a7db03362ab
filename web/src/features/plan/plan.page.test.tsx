import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLAN_DEFAULTS } from '../../../../contracts/plans/plan.schemas';
import { DEVICE_ID_KEY } from '../../identity/device-id';
import { resetMemoryStorage } from '../../identity/storage';
import { DEVICE, signIn, userFixture, withSession } from '../../testing/billing.fixture';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { todayIn } from './plan-format';
import { addDays, MADRID, NEW_YORK, planFixture, planReply, TRIP_ID, tripFixture } from './testing/plan-fixtures';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer | (() => Answer)>;
let calls: FetchCall[];

const TODAY = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
/** The plan started two days ago, so today is its third day (a home day) and the flight is on its eighth. */
const START = addDays(TODAY, -2);
const FLIGHT_DAY = addDays(START, 7);

const answerFor = (call: FetchCall): Answer => {
  const answer = answers[`${call.method} ${call.url}`];
  return (typeof answer === 'function' ? answer() : answer) ?? { status: 404, body: { error: 'Not found' } };
};
const callsTo = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);
const trial = userFixture({ subscriptionStatus: 'trial', trialEndsAt: '2026-12-24T08:00:00.000Z' });

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  installBrowserShims();
  answers = {
    'GET /api/plan': { status: 200, body: planReply(planFixture(START)) },
    'GET /api/trips': { status: 200, body: { trips: [tripFixture()] } },
    'GET /api/plan/preferences': {
      status: 200,
      body: { preferences: { ...PLAN_DEFAULTS, equipment: [], homeCity: MADRID, homeTimeZone: MADRID.timeZone } },
    },
    'GET /api/plan/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/plan for a traveller on a trial', () => {
  beforeEach(() => {
    signIn();
    calls = stubFetch(withSession(answerFor, trial));
  });

  it('shows the four weeks as 28 days, today highlighted with its workout one tap away', async () => {
    renderApp({ path: '/plan' });
    const calendar = await screen.findByRole('region', { name: 'Your four weeks' });
    expect(within(calendar).getAllByRole('article')).toHaveLength(28);
    const today = calendar.querySelector('[aria-current="date"]');
    expect(today?.closest('li')?.getAttribute('data-date')).toBe(TODAY);
    const start = screen.getByRole('link', { name: "Start today's workout" });
    expect(start.getAttribute('href')).toBe(`/app?plan=${TODAY}&session=${TODAY}-main`);
  });

  it('marks the flight day with the route, the local departure time and the gate and seated sessions', async () => {
    renderApp({ path: '/plan' });
    const flight = (await screen.findByText('Flight day')).closest('article') as HTMLElement;
    expect(flight.closest('li')?.getAttribute('data-date')).toBe(FLIGHT_DAY);
    expect(flight.textContent).toContain('Madrid → New York, departs 07:40 Madrid time');
    expect(within(flight).getByText('Seated in-flight routine')).toBeTruthy();
    expect(within(flight).getByText('In flight, seated')).toBeTruthy();
    expect(within(flight).getByText('At the gate')).toBeTruthy();
  });

  it('shows the jet-lag guidance on the arrival day, in the destination’s local time, as general guidance', async () => {
    renderApp({ path: '/plan' });
    const guidance = await screen.findByRole('complementary', { name: 'Jet-lag timing' });
    expect(guidance.textContent).toContain('General guidance, not medical advice.');
    expect(guidance.textContent).toContain('You flew west: clocks here are 6 hours behind');
    expect(guidance.textContent).toContain('Best time to train: 16:00–19:00 New York time');
    const day = guidance.closest('article') as HTMLElement;
    expect(within(day).getByText('In New York, United States')).toBeTruthy();
    expect(day.textContent).toContain('20 min · 17:00 New York time');
  });

  it('says so while a newer plan is being built, and asks again until it is done', async () => {
    let asked = 0;
    answers['GET /api/plan'] = () => {
      asked += 1;
      return { status: 200, body: planReply(planFixture(START), asked < 2) };
    };
    renderApp({ path: '/plan' });
    expect(await screen.findByText('Updating your plan for your new trip…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Updating your plan for your new trip…')).toBeNull(), { timeout: 8000 });
    expect(asked).toBe(2);
  });

  it('offers to generate the first plan with the preferences, quiet and no-sweat included', async () => {
    answers['GET /api/plan'] = { status: 200, body: planReply(null) };
    answers['POST /api/plan/generate'] = { status: 200, body: planReply(planFixture(START)) };
    renderApp({ path: '/plan' });
    expect(await screen.findByText('No plan yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: /Quiet mode/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Workouts a week' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate plan' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/generate')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/generate')[0]?.body).toMatchObject({
      homeCityId: MADRID.id,
      homeTimeZone: MADRID.timeZone,
      daysPerWeek: 4,
      quiet: true,
      noSweat: false,
    });
  });

  it('deletes a trip only after asking', async () => {
    answers[`DELETE /api/trips/${TRIP_ID}`] = { status: 204 };
    renderApp({ path: '/plan' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the trip to New York' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this trip?' });
    expect(callsTo('DELETE', `/api/trips/${TRIP_ID}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete trip' }));
    await waitFor(() => expect(callsTo('DELETE', `/api/trips/${TRIP_ID}`)).toHaveLength(1));
  });

  it('shows the server’s refusal of a trip in the traveller’s words', async () => {
    answers['POST /api/trips'] = { status: 409, body: { error: 'You can have at most 20 upcoming trips.', code: 'plans.too-many-trips' } };
    answers['GET /api/cities?q=New&limit=8'] = { status: 200, body: { cities: [NEW_YORK] } };
    renderApp({ path: '/plan', locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir un viaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un viaje' });
    const city = within(dialog).getByRole('combobox', { name: 'Ciudad de destino' });
    fireEvent.change(city, { target: { value: 'New' } });
    fireEvent.mouseDown(await within(dialog).findByRole('option', { name: /New York/ }, { timeout: 3000 }));
    const [outDate, backDate] = within(dialog).getAllByLabelText('Fecha');
    fireEvent.change(outDate as HTMLElement, { target: { value: addDays(TODAY, 7) } });
    fireEvent.change(backDate as HTMLElement, { target: { value: addDays(TODAY, 10) } });
    fireEvent.change(within(dialog).getByLabelText('Hora de salida (hora de Madrid)'), { target: { value: '07:40' } });
    fireEvent.change(within(dialog).getByLabelText('Hora de salida (hora de New York)'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar viaje' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Puedes tener como mucho 20 viajes próximos');
    expect(callsTo('POST', '/api/trips')[0]?.body).toMatchObject({
      cityId: NEW_YORK.id,
      outboundTime: '07:40',
      returnTime: '18:00',
      hotel: true,
    });
  });

  it('makes the private calendar link and offers to copy it, subscribe and download the .ics', async () => {
    const url = 'http://localhost:3000/api/plan/calendar/abcdefghijklmnopqrstuvwxyz0123456789.ics';
    answers['POST /api/plan/calendar-feed'] = {
      status: 201,
      body: { url, webcalUrl: url.replace('http://', 'webcal://'), createdAt: new Date().toISOString() },
    };
    renderApp({ path: '/plan' });
    const section = await screen.findByRole('region', { name: 'Add to calendar' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add to calendar' }));
    expect(await within(section).findByDisplayValue(url)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Download .ics' }).getAttribute('href')).toBe(new URL(url).pathname);
    expect(within(section).getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toMatch(/^webcal:\/\//);
    expect(within(section).getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });
});

describe('/plan for travellers without Pro', () => {
  it.each([
    ['a free account', () => (signIn(), userFixture({ subscriptionStatus: 'none' }))],
    ['an expired trial', () => (signIn(), userFixture({ subscriptionStatus: 'expired' }))],
  ])('shows %s the four Pro benefits and the trial, and asks nothing of the plan', async (_, user) => {
    calls = stubFetch(withSession(answerFor, user()));
    renderApp({ path: '/plan' });
    const upsell = await screen.findByRole('region', { name: 'Plans built around your trips' });
    expect(
      within(upsell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited AI workout generation',
      'Progress tracking and analytics',
      'Premium exercise library with demos',
      '4-week travel fitness plans',
    ]);
    expect(within(upsell).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe('/subscribe');
    expect(callsTo('GET', '/api/plan')).toHaveLength(0);
  });

  it('shows an anonymous visitor the upsell in Spanish', async () => {
    calls = stubFetch(withSession(answerFor));
    renderApp({ path: '/plan', locale: 'es' });
    const upsell = await screen.findByRole('region', { name: 'Planes pensados para tus viajes' });
    expect(within(upsell).getByRole('link', { name: 'Empieza tu prueba gratis' }).getAttribute('href')).toBe('/subscribe');
  });
});
