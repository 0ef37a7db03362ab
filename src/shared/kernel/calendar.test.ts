import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, instantAt, isoWeekStartOf, localDateOf, timeZoneOrUtc, utcOffsetMinutes, wallClockAt } from './calendar';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Europe/Madrid', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar date of an instant in a zone, by the runtime's own formatting. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

describe('localDateOf', () => {
  it('is the date the runtime formats for the instant in the zone, across DST changes and the date line, UTC when none', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES, null),
        (at, zone) => {
          expect(localDateOf(at, zone)).toBe(localDate(at, zone ?? 'UTC'));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('isoWeekStartOf', () => {
  it('is the Monday on or before the local date, within the same 7 days, in any zone and across DST changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const monday = isoWeekStartOf(at, zone);
          const today = localDate(at, zone);
          const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / DAY_MS;
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days).toBeLessThan(7);
        },
      ),
    );
  });
});

describe('timeZoneOrUtc', () => {
  it('keeps a zone the runtime knows and counts anything else, or none, in UTC', () => {
    expect([timeZoneOrUtc('Asia/Tokyo'), timeZoneOrUtc('Mars/Olympus_Mons'), timeZoneOrUtc(null)]).toEqual(['Asia/Tokyo', 'UTC', 'UTC']);
  });
});

describe('utcOffsetMinutes', () => {
  it.each([
    ['UTC', '2026-01-15T12:00:00Z', 0],
    ['Europe/Madrid', '2026-01-15T12:00:00Z', 60],
    ['America/New_York', '2026-07-15T12:00:00Z', -240],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 330],
    ['Pacific/Kiritimati', '2026-07-15T12:00:00Z', 840],
  ])('%s at %s is %i minutes east of UTC', (zone, at, minutes) => {
    expect(utcOffsetMinutes(zone, new Date(at))).toBe(minutes);
  });

  it('is what the wall clock shows, at every step through the weeks around the 2026 clock changes (remembered days included)', () => {
    const weeks = [
      ['2026-03-06T00:00:00Z', '2026-04-07T00:00:00Z'],
      ['2026-09-30T00:00:00Z', '2026-11-03T00:00:00Z'],
    ];
    const STEP_MS = 37 * 60_000;
    const wrong: string[] = [];
    for (const zone of ZONES) {
      const wall = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      const wallOffset = (at: number) => {
        const parts = Object.fromEntries(wall.formatToParts(at).map((part) => [part.type, Number(part.value)]));
        return (Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute) - Math.floor(at / 60_000) * 60_000) / 60_000;
      };
      for (const [from, to] of weeks) {
        for (let at = Date.parse(from!); at < Date.parse(to!); at += STEP_MS) {
          const offset = utcOffsetMinutes(zone, new Date(at));
          if (offset !== wallOffset(at))
            wrong.push(`${zone} at ${new Date(at).toISOString()}: ${offset}, the wall clock says ${wallOffset(at)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('instantAt and wallClockAt', () => {
  it('read a wall clock back to the instant that shows it, in any zone and across DST changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
          const wall = wallClockAt(minute, zone);
          expect(wall.date).toBe(localDate(minute, zone));
          const back = instantAt(wall.date, wall.time, zone);
          // In an autumn hour shown twice, the first of the two is read.
          expect(wallClockAt(back, zone)).toEqual(wall);
          expect(back.getTime()).toBeLessThanOrEqual(minute.getTime());
        },
      ),
    );
  });

  it('reads a time the clocks skip with the offset before the change, and a repeated one as the first', () => {
    expect(instantAt('2026-03-29', '02:30', 'Europe/Madrid').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('2026-10-25', '02:30', 'Europe/Madrid').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('2026-10-25', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(instantAt('2026-12-01', '23:15', 'America/New_York').toISOString()).toBe('2026-12-02T04:15:00.000Z');
  });

  it('count calendar days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});
