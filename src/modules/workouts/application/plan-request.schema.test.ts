import { describe, expect, it } from 'vitest';
import { PlanRequestSchema } from './plan-request.schema';

describe('PlanRequestSchema', () => {
  it('fills the defaults of spec 2 §3 workout_generations and derives a stable seed', () => {
    const parsed = PlanRequestSchema.parse({ minutes: 20, place: 'hotel_room' });
    expect(parsed).toMatchObject({
      minutes: 20,
      level: 'intermediate',
      equipment: [],
      place: 'hotel_room',
      energy: 'normal',
      stress: 'low',
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
    });
    expect(parsed.seed).toBe(PlanRequestSchema.parse({ minutes: 20, place: 'hotel_room' }).seed);
    expect(parsed.seed).not.toBe(PlanRequestSchema.parse({ minutes: 10, place: 'hotel_room' }).seed);
  });

  it("reads quick mode's body: bodyweight equipment, stress as a number, no soreness", () => {
    const parsed = PlanRequestSchema.parse({
      minutes: 10,
      level: 'beginner',
      equipment: ['bodyweight', 'none'],
      place: 'airport',
      energy: 'normal',
      stress: 2,
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
      seed: 1732179600000,
    });
    expect(parsed).toMatchObject({ equipment: [], stress: 'low', seed: 1732179600000 });
    expect(PlanRequestSchema.parse({ minutes: 10, place: 'airport', stress: 8 }).stress).toBe('high');
    expect(PlanRequestSchema.parse({ minutes: 10, place: 'airport', soreness: 5 }).soreness).toBe('moderate');
  });

  it("reads the free wizard's single equipment kind and 'hotel' context", () => {
    expect(PlanRequestSchema.parse({ minutes: 20, place: 'hotel', equipment: 'band' })).toMatchObject({
      place: 'hotel_room',
      equipment: ['band'],
    });
    expect(PlanRequestSchema.parse({ minutes: 20, place: 'taxi', equipment: ['dumbbells', 'band'] })).toMatchObject({
      place: 'in_transit',
      equipment: ['band', 'dumbbell'],
    });
  });

  it('rejects minutes outside 5–60, unknown places and unknown goals, naming the field', () => {
    for (const [body, field] of [
      [{ minutes: 4, place: 'home' }, 'minutes'],
      [{ minutes: 61, place: 'home' }, 'minutes'],
      [{ minutes: 20, place: 'beach' }, 'place'],
      [{ minutes: 20, place: 'home', goal: 'bulk' }, 'goal'],
    ] as const) {
      const result = PlanRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});
