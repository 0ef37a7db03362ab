import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekStartOf, timeZoneOrUtc, utcOffsetMinutes } from './calendar';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Europe/Madrid', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar date of an instant in a zone, by the runtime's own formatting. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

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
});
