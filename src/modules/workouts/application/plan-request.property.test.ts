import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_INPUTS, GENERATE_GOALS, GenerateWorkoutBodySchema } from '../../../../contracts/workouts';
import { PlannerInputSchema } from '../domain/planner-input';
import { toPlannerInput } from './plan-request';

/** Labels and codes a client may send for a place (DECISIONS.md "Places and routes"). */
const PLACE_SPELLINGS = [
  'hotel_room',
  'Hotel room',
  'hotel',
  'habitación de hotel',
  'airport gate',
  'Aeropuerto',
  'office',
  'meeting break',
  'home',
  'outdoors',
  'gym',
  'in_transit',
  'taxi',
  'Uber ETA',
];

describe('what the generate contract accepts, the planner accepts', () => {
  it('turns every accepted body into a valid planner input, never an error', () => {
    fc.assert(
      fc.property(
        fc.record({
          minutes: fc.integer({ min: 5, max: 60 }),
          environment: fc.constantFrom(...PLACE_SPELLINGS),
          equipment: fc.oneof(fc.constantFrom(...EQUIPMENT_INPUTS), fc.array(fc.constantFrom(...EQUIPMENT_INPUTS), { maxLength: 5 })),
          stress: fc.oneof(fc.constantFrom('low', 'moderate', 'high'), fc.double({ min: 0, max: 10, noNaN: true })),
          soreness: fc.oneof(fc.constantFrom('none', 'mild', 'moderate', 'severe'), fc.integer({ min: 0, max: 10 })),
          sleepHours: fc.double({ min: 0, max: 24, noNaN: true }),
          goal: fc.constantFrom(...GENERATE_GOALS),
        }),
        (sent) => {
          const body = GenerateWorkoutBodySchema.parse(sent);
          const input = toPlannerInput({ ...body, place: body.environment });
          expect(PlannerInputSchema.safeParse(input).success).toBe(true);
        },
      ),
    );
  });
});
