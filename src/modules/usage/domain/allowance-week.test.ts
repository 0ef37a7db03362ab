import { describe, expect, it } from 'vitest';
import { nextWeekStartOf, weekStartOf } from './allowance-week';

describe('the allowance week: Monday 00:00 UTC', () => {
  it.each([
    ['2026-11-16T00:00:00.000Z', '2026-11-16'], // Monday midnight starts the week
    ['2026-11-21T08:00:00.000Z', '2026-11-16'], // Saturday
    ['2026-11-22T23:59:59.999Z', '2026-11-16'], // the last instant of Sunday
    ['2026-11-23T00:00:00.000Z', '2026-11-23'], // the next Monday
    ['2027-01-01T12:00:00.000Z', '2026-12-28'], // a week that spans the new year
    ['2024-02-29T12:00:00.000Z', '2024-02-26'], // leap day
  ])('%s belongs to the week of %s', (now, monday) => {
    expect(weekStartOf(new Date(now))).toBe(monday);
  });

  it('is the UTC week, not the traveller’s: Monday 00:30 in Madrid is still Sunday in UTC', () => {
    expect(weekStartOf(new Date('2026-11-23T00:30:00+01:00'))).toBe('2026-11-16');
  });

  it('ends when the next Monday begins', () => {
    expect(nextWeekStartOf('2026-11-16').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextWeekStartOf('2026-12-28').toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });
});
