import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocaleSchema } from '../../../../contracts/sdui';
import { EQUIPMENT_KINDS, LEVELS, WORKOUT_GOALS, WORKOUT_PLACES } from '../../../../contracts/workouts';
import { designPlanSession, designPlanSessionInEvery, type PlanSessionRequest } from './design-plan-session';

const requests: fc.Arbitrary<PlanSessionRequest> = fc.record({
  place: fc.constantFrom(...WORKOUT_PLACES),
  minutes: fc.integer({ min: 5, max: 60 }),
  level: fc.constantFrom(...LEVELS),
  goal: fc.constantFrom(...WORKOUT_GOALS),
  equipment: fc.subarray([...EQUIPMENT_KINDS]),
  quiet: fc.boolean(),
  noSweat: fc.boolean(),
  lighter: fc.boolean(),
  volumeShift: fc.integer({ min: -2, max: 2 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }),
});

describe('a plan session in every language', () => {
  it('is, in each language, the session designed in that language alone', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const inEvery = designPlanSessionInEvery(request);
        expect(Object.keys(inEvery).sort()).toEqual([...LocaleSchema.options].sort());
        for (const locale of LocaleSchema.options) expect(inEvery[locale]).toEqual(designPlanSession(request, locale));
      }),
      { numRuns: 200 },
    );
  });
});
