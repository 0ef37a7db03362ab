import { describe, expect, it } from 'vitest';
import { dueAt } from './recurring-challenges';

const summary = (now: string) =>
  dueAt(new Date(now)).map((due) => `${due.recurrence} ${due.period.start.toISOString()}–${due.period.end.toISOString()}`);

describe('dueAt', () => {
  it('keeps this week’s race (Monday 00:00 UTC to the next) and this month’s battles open', () => {
    expect(summary('2026-12-09T15:00:00Z')).toEqual([
      'weekly-points-race 2026-12-07T00:00:00.000Z–2026-12-14T00:00:00.000Z',
      'monthly-streak-battle 2026-12-01T00:00:00.000Z–2027-01-01T00:00:00.000Z',
      'monthly-city-conquest 2026-12-01T00:00:00.000Z–2027-01-01T00:00:00.000Z',
    ]);
  });

  it('opens next week’s race two days ahead, and next month’s battles two days before the month turns', () => {
    expect(summary('2026-12-12T00:00:00Z')).toContain('weekly-points-race 2026-12-14T00:00:00.000Z–2026-12-21T00:00:00.000Z');
    expect(summary('2026-12-11T23:59:59Z')).not.toContain('weekly-points-race 2026-12-14T00:00:00.000Z–2026-12-21T00:00:00.000Z');
    expect(summary('2026-12-30T00:00:00Z')).toEqual(
      expect.arrayContaining([
        'monthly-streak-battle 2027-01-01T00:00:00.000Z–2027-02-01T00:00:00.000Z',
        'monthly-city-conquest 2026-12-01T00:00:00.000Z–2027-01-01T00:00:00.000Z',
      ]),
    );
  });

  it('names each period by its first day, once per recurrence', () => {
    const due = dueAt(new Date('2027-02-27T12:00:00Z'));
    expect(due.map((challenge) => `${challenge.recurrence}@${challenge.period.firstDay}`)).toEqual([
      'weekly-points-race@2027-02-22',
      'weekly-points-race@2027-03-01',
      'monthly-streak-battle@2027-02-01',
      'monthly-streak-battle@2027-03-01',
      'monthly-city-conquest@2027-02-01',
      'monthly-city-conquest@2027-03-01',
    ]);
  });
});
