import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { planCalendarMessages } from '../../../../../contracts/i18n/plan-calendar-messages';
import type { Locale } from '../../../../../contracts/sdui';
import { travelPlan, type TravelPlanSpec } from '../../../../app/testing/travel-plan';
import { FormatjsTranslator } from '../../../../shared/i18n';
import { planCalendarLinks } from '../application/plan-calendar-links';
import { planCalendarTexts } from '../application/plan-calendar-texts';
import { planCalendarOf } from '../domain/plan-calendar';
import { IcalGeneratorCalendarRenderer } from './ical-generator-calendar-renderer';

/**
 * The feed as a calendar app reads it: rendered from a stored plan, then
 * parsed back with an independent iCalendar parser (Mozilla's ical.js), so
 * folding, escaping and times are checked as a client undoes them.
 */

const translator = new FormatjsTranslator(planCalendarMessages);
const links = planCalendarLinks('https://travelfit.example');
const renderer = new IcalGeneratorCalendarRenderer();

function feedOf(spec: TravelPlanSpec | null, locale: Locale = 'en'): string {
  const plan = spec ? travelPlan(spec) : null;
  return renderer.render(planCalendarOf(plan, planCalendarTexts((...args) => translator.t(...args), locale), links.run));
}

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: component.getFirstPropertyValue('url'),
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

const PLAN_ID = '5f0c6a8e-3b1d-4c2e-9a7f-1e2d3c4b5a69';

const flightDay: TravelPlanSpec = {
  id: PLAN_ID,
  startDate: '2026-12-01',
  sessions: [
    { date: '2026-12-01', slot: 'main', place: 'home', startsAt: '2026-12-01T07:30:00Z', minutes: 20 },
    {
      date: '2026-12-03',
      slot: 'gate',
      startsAt: '2026-12-03T09:15:00Z',
      minutes: 10,
      title: '10-Minute Airport Gate Full Body Workout',
      exercises: [{ name: 'Wall sit', sets: 2, seconds: 40 }],
    },
    {
      date: '2026-12-03',
      slot: 'in-flight',
      startsAt: '2026-12-03T14:00:00Z',
      minutes: 6,
      title: '6-Minute In-Transit Mobility Workout',
      exercises: [
        { name: 'Ankle circles', sets: 2, seconds: 30, perSide: true },
        { name: 'Heel raises', sets: 2, reps: 15 },
      ],
    },
  ],
};

describe('the plan as an iCalendar feed', () => {
  it('is a calendar named "TravelFit plan" with one event per planned session, at its start and for its minutes', () => {
    const { name, events } = parsed(feedOf(flightDay));
    expect(name).toBe('TravelFit plan');
    expect(events.map(({ summary, start, end }) => ({ summary, start, end }))).toEqual([
      { summary: '20-Minute Home Full Body Workout', start: '2026-12-01T07:30:00.000Z', end: '2026-12-01T07:50:00.000Z' },
      { summary: '10-Minute Airport Gate Full Body Workout', start: '2026-12-03T09:15:00.000Z', end: '2026-12-03T09:25:00.000Z' },
      { summary: '6-Minute In-Transit Mobility Workout', start: '2026-12-03T14:00:00.000Z', end: '2026-12-03T14:06:00.000Z' },
    ]);
  });

  it('gives each session a stable uid of the plan and the session, so a calendar app updates the event instead of adding another', () => {
    const first = parsed(feedOf(flightDay)).events.map((event) => event.uid);
    expect(first).toEqual([
      `${PLAN_ID}-2026-12-01-main@travelfit`,
      `${PLAN_ID}-2026-12-03-gate@travelfit`,
      `${PLAN_ID}-2026-12-03-in-flight@travelfit`,
    ]);
    expect(feedOf(flightDay)).toBe(feedOf(flightDay));
  });

  it('describes where the session happens, its exercises and the link that opens it in the app', () => {
    const inFlight = parsed(feedOf(flightDay)).events[2]!;
    const runLink = 'https://travelfit.example/plan?day=2026-12-03&session=2026-12-03-in-flight';
    expect(inFlight.url).toBe(runLink);
    expect(inFlight.description.split('\n')).toEqual([
      'Mid-flight · 6 min',
      '',
      'Main',
      '- Ankle circles: 2 × 30 s each side',
      '- Heel raises: 2 × 15 reps',
      '',
      `Start it in TravelFit: ${runLink}`,
    ]);
    expect(parsed(feedOf(flightDay)).events[1]!.description).toMatch(/^At the gate · 10 min\n/);
    expect(parsed(feedOf(flightDay)).events[0]!.description).toMatch(/^At home · 20 min\n/);
  });

  it('says the minutes in the title when the session is not as long as its workout’s title says, and marks a lighter day', () => {
    const lighter = feedOf({
      startDate: '2026-12-01',
      sessions: [{ date: '2026-12-02', startsAt: '2026-12-02T17:00:00Z', minutes: 15, workoutMinutes: 20, lighter: true }],
    });
    const [event] = parsed(lighter).events;
    expect(event!.summary).toBe('20-Minute Home Full Body Workout · 15 min');
    expect(event!.description.split('\n').slice(0, 2)).toEqual(['At home · 15 min', 'A lighter session after your long-haul arrival.']);
  });

  it('writes a Spanish plan in Spanish, its commas and semicolons escaped and read back unchanged', () => {
    const title = 'Piernas, core; y estiramientos de 20 minutos';
    const ics = feedOf(
      {
        startDate: '2026-12-01',
        sessions: [
          {
            date: '2026-12-05',
            slot: 'in-flight',
            startsAt: '2026-12-05T11:00:00Z',
            minutes: 20,
            title,
            exercises: [{ name: 'Círculos de tobillo, sentado', seconds: 30, perSide: true }],
          },
        ],
      },
      'es',
    );
    expect(ics).toContain('SUMMARY:Piernas\\, core\\; y estiramientos de 20 minutos');
    const { name, events } = parsed(ics);
    expect(name).toBe('Plan de TravelFit');
    expect(events[0]!.summary).toBe(title);
    expect(events[0]!.description).toContain('En pleno vuelo · 20 min');
    expect(events[0]!.description).toContain('- Círculos de tobillo, sentado: 2 × 30 s por lado');
    expect(events[0]!.description).toContain('Empiézala en TravelFit: https://travelfit.example/plan?day=2026-12-05&session=2026-12-05-in-flight');
  });

  it('ends every line with CRLF and folds long lines at 75 octets, accents counted as the bytes they take', () => {
    const ics = feedOf(
      {
        startDate: '2026-12-01',
        sessions: [
          {
            date: '2026-12-01',
            startsAt: '2026-12-01T07:30:00Z',
            title: 'Entrenamiento de cuerpo completo en la habitación del hotel de 20 minutos',
            exercises: [{ name: 'Sentadilla búlgara con pausa isométrica y extensión de cadera', reps: 8, perSide: true }],
          },
        ],
      },
      'es',
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parsed(ics).events[0]!.summary).toBe('Entrenamiento de cuerpo completo en la habitación del hotel de 20 minutos');
  });

  it('is a valid, empty calendar before the traveller has a plan', () => {
    const ics = feedOf(null);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(parsed(ics)).toEqual({ name: 'TravelFit plan', events: [] });
  });
});
