import { describe, expect, it } from 'vitest';
import { buildReport, reportWindow } from './report-window';

const NO_FUNNEL = { landing: 0, free_workout: 0, register: 0, trial: 0, active: 0 };

describe('the report window', () => {
  it('covers 30 UTC days ending with today, whatever the hour', () => {
    const window = reportWindow(new Date('2026-11-28T23:59:59Z'));
    expect(window.from.toISOString()).toBe('2026-10-30T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(window.days).toHaveLength(30);
    expect([window.days[0], window.days[29]]).toEqual(['2026-10-30', '2026-11-28']);
  });

  it('crosses a month and a year end', () => {
    expect(reportWindow(new Date('2027-01-05T00:00:00Z')).days.slice(0, 2)).toEqual(['2026-12-07', '2026-12-08']);
  });
});

describe('the report', () => {
  const window = reportWindow(new Date('2026-11-28T12:00:00Z'));

  it('gives every known event a figure for every day, zero where none was recorded', () => {
    const report = buildReport(window, [{ day: '2026-11-28', eventName: 'page_view', count: 3 }], NO_FUNNEL);
    const pageViews = report.events.find((event) => event.eventName === 'page_view')!;
    expect(pageViews.perDay).toHaveLength(30);
    expect(pageViews.perDay.at(-1)).toBe(3);
    expect(pageViews.total).toBe(3);
    expect(report.events.map((event) => event.eventName)).toContain('subscription_status_changed');
    expect(report.events.filter((event) => event.eventName !== 'page_view').every((event) => event.total === 0)).toBe(true);
  });

  it('leaves out names it does not know and days outside the window', () => {
    const report = buildReport(
      window,
      [
        { day: '2026-11-27', eventName: 'legacy_thing', count: 9 },
        { day: '2026-10-01', eventName: 'page_view', count: 9 },
      ],
      NO_FUNNEL,
    );
    expect(report.events.every((event) => event.total === 0)).toBe(true);
    expect(report.events.map((event) => event.eventName)).not.toContain('legacy_thing');
  });

  it('lists the funnel in its order', () => {
    const report = buildReport(window, [], { landing: 50, free_workout: 20, register: 8, trial: 4, active: 1 });
    expect(report.funnel).toEqual([
      { step: 'landing', travellers: 50 },
      { step: 'free_workout', travellers: 20 },
      { step: 'register', travellers: 8 },
      { step: 'trial', travellers: 4 },
      { step: 'active', travellers: 1 },
    ]);
  });
});
