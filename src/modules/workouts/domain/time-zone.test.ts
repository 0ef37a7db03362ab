import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from './time-zone';

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
