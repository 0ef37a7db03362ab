import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_CODES } from '../../../../contracts/gamification';
import { BADGE_COUNTERS, BADGE_RULES, badgesReached, type BadgeCounts } from './badges';

const none: BadgeCounts = { workouts: 0, streak_days: 0, airports: 0, hotel_workouts: 0, cities: 0, points: 0, calories: 0 };

describe('badgesReached', () => {
  it('holds every code of the catalogue once, in its order', () => {
    expect(BADGE_RULES.map((rule) => rule.code)).toEqual([...BADGE_CODES]);
  });

  it.each(BADGE_RULES.map((rule) => [rule.code, rule.counter, rule.threshold] as const))(
    '%s needs %s at %i, not one less',
    (code, counter, threshold) => {
      expect(badgesReached({ ...none, [counter]: threshold - 1 })).not.toContain(code);
      expect(badgesReached({ ...none, [counter]: threshold })).toContain(code);
    },
  );

  it('never takes a badge back as the totals grow', () => {
    const counts = fc.record(
      Object.fromEntries(BADGE_COUNTERS.map((c) => [c, fc.nat({ max: 20_000 })])) as Record<keyof BadgeCounts, fc.Arbitrary<number>>,
    );
    fc.assert(
      fc.property(counts, fc.constantFrom(...BADGE_COUNTERS), fc.nat({ max: 20_000 }), (before, counter, more) => {
        const after = { ...before, [counter]: before[counter] + more };
        expect(badgesReached(after)).toEqual(expect.arrayContaining(badgesReached(before)));
      }),
    );
  });
});
