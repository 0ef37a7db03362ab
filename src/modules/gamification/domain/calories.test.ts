import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionCalories } from './calories';

describe('sessionCalories', () => {
  it.each([
    { durationMin: 60, energy: 'normal', weightKg: null, calories: 350 },
    { durationMin: 60, energy: 'low', weightKg: 80, calories: 280 },
    { durationMin: 30, energy: 'high', weightKg: 70, calories: 280 },
    { durationMin: 10, energy: 'normal', weightKg: null, calories: 58 },
  ] as const)('$durationMin min feeling $energy at $weightKg kg burns $calories', ({ calories, ...input }) => {
    expect(sessionCalories(input)).toBe(calories);
  });

  it('is whole, grows with minutes and weight, and orders low < normal < high', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 30, max: 300 }), (durationMin, weightKg) => {
        const low = sessionCalories({ durationMin, energy: 'low', weightKg });
        const normal = sessionCalories({ durationMin, energy: 'normal', weightKg });
        const high = sessionCalories({ durationMin, energy: 'high', weightKg });
        expect([low, normal, high].every(Number.isInteger)).toBe(true);
        expect(low).toBeLessThanOrEqual(normal);
        expect(normal).toBeLessThanOrEqual(high);
        expect(sessionCalories({ durationMin: durationMin + 1, energy: 'normal', weightKg })).toBeGreaterThanOrEqual(normal);
        expect(sessionCalories({ durationMin, energy: 'normal', weightKg: weightKg + 1 })).toBeGreaterThanOrEqual(normal);
      }),
    );
  });
});
