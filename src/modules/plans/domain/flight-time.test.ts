import { describe, expect, it } from 'vitest';
import { TEST_CITIES } from '../testing/cities';
import { flightMinutes, greatCircleKm } from './flight-time';
import { timeZoneShiftHours } from './time-zone-shift';

const { Madrid, Barcelona, 'New York': newYork, Sydney, London } = TEST_CITIES;

describe('the flight estimate', () => {
  it('measures the great circle between two cities', () => {
    expect(greatCircleKm(Madrid, newYork)).toBeCloseTo(5770, -1);
    expect(greatCircleKm(London, Sydney)).toBeCloseTo(16990, -2);
  });

  it('takes half an hour plus the distance at 800 km/h, to 5 minutes, between 1 and 20 hours', () => {
    expect(flightMinutes(Madrid, newYork, -6)).toBe(465);
    expect(flightMinutes(Madrid, Barcelona, 0)).toBe(70);
    expect(flightMinutes(Madrid, Madrid, 0)).toBe(60);
    expect(flightMinutes(London, Sydney, 11)).toBe(1200);
  });

  it('without a home city, takes 2 hours plus one per hour of shift', () => {
    expect(flightMinutes(null, newYork, -6)).toBe(8 * 60);
    expect(flightMinutes(Madrid, null, 5.5)).toBe(7.5 * 60);
    expect(flightMinutes(null, Barcelona, 0)).toBe(2 * 60);
  });
});

describe('the time-zone shift', () => {
  const at = (iso: string) => new Date(iso);

  it('is positive flying east and negative flying west, with each zone’s offset at its end of the flight', () => {
    expect(timeZoneShiftHours('Europe/Madrid', at('2026-12-08T11:00Z'), 'America/New_York', at('2026-12-08T18:45Z'))).toBe(-6);
    expect(timeZoneShiftHours('America/New_York', at('2026-03-07T23:00Z'), 'Europe/Madrid', at('2026-03-08T06:45Z'))).toBe(6);
    // New York has moved to summer time, Madrid not yet.
    expect(timeZoneShiftHours('Europe/Madrid', at('2026-03-20T11:00Z'), 'America/New_York', at('2026-03-20T18:45Z'))).toBe(-5);
    expect(timeZoneShiftHours('Europe/London', at('2026-01-10T10:00Z'), 'Asia/Kolkata', at('2026-01-10T19:00Z'))).toBe(5.5);
  });

  it('goes the short way round the date line', () => {
    expect(timeZoneShiftHours('America/Los_Angeles', at('2026-01-10T20:00Z'), 'Asia/Tokyo', at('2026-01-11T07:00Z'))).toBe(-7);
    expect(timeZoneShiftHours('Asia/Tokyo', at('2026-01-10T20:00Z'), 'America/Los_Angeles', at('2026-01-11T07:00Z'))).toBe(7);
  });
});
