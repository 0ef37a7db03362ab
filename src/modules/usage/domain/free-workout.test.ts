import { describe, expect, it } from 'vitest';
import { freeWorkoutAvailability } from './free-workout';

describe('the one free workout per browser and device', () => {
  it.each([
    [false, false, false, { used: false, bonusAvailable: false, available: true }],
    [true, false, false, { used: true, bonusAvailable: false, available: false }],
    [false, true, false, { used: true, bonusAvailable: false, available: false }],
    [true, true, true, { used: true, bonusAvailable: true, available: true }],
    [false, false, true, { used: false, bonusAvailable: true, available: true }],
  ])('browser flag %s, device record %s, bonus %s → %o', (browserUsed, deviceClaimed, bonusAvailable, expected) => {
    expect(freeWorkoutAvailability({ browserUsed, deviceClaimed, bonusAvailable })).toEqual(expected);
  });
});
