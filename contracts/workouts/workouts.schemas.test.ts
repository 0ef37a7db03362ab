import { describe, expect, it } from 'vitest';
import { FREE_DEFAULTS, FreeGenerateBodySchema, GenerateWorkoutBodySchema } from './workouts.schemas';

describe('the free wizard body', () => {
  it('takes the wizard’s defaults for what it leaves out', () => {
    expect(FreeGenerateBodySchema.parse({ minutes: 10, fitnessGoal: 'strength', context: 'gym' })).toEqual({
      minutes: 10,
      fitnessGoal: 'strength',
      context: 'gym',
      feeling: FREE_DEFAULTS.feeling,
      sleepHours: FREE_DEFAULTS.sleepHours,
      equipment: FREE_DEFAULTS.equipment,
    });
  });

  it.each(['hotel', 'airport', 'office'])('refuses dumbbells at %s, naming equipment', (context) => {
    const parsed = FreeGenerateBodySchema.safeParse({ minutes: 20, fitnessGoal: 'strength', context, equipment: 'dumbbell' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['equipment']);
  });

  it('accepts sleep from 3 to 9 hours and only 10, 20 or 30 minutes', () => {
    const base = { fitnessGoal: 'general_fitness', context: 'hotel' };
    expect(FreeGenerateBodySchema.safeParse({ ...base, minutes: 30, sleepHours: 3 }).success).toBe(true);
    expect(FreeGenerateBodySchema.safeParse({ ...base, minutes: 30, sleepHours: 9 }).success).toBe(true);
    expect(FreeGenerateBodySchema.safeParse({ ...base, minutes: 30, sleepHours: 9.5 }).success).toBe(false);
    expect(FreeGenerateBodySchema.safeParse({ ...base, minutes: 25 }).success).toBe(false);
  });
});

describe('the quick-mode generate body', () => {
  it('accepts the spec’s quick-mode body and reads the context label as a place', () => {
    const body = GenerateWorkoutBodySchema.parse({
      minutes: 8,
      level: 'beginner',
      equipment: 'bodyweight',
      environment: 'uber-eta',
      energy: 'normal',
      stress: 2,
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
      isPro: false,
    });
    expect(body).toMatchObject({ environment: 'in_transit', stress: 2, equipment: [] });
  });

  it('reads the profile goals muscle gain and flexibility as strength and mobility', () => {
    const goalOf = (goal: string) => GenerateWorkoutBodySchema.parse({ minutes: 10, environment: 'home', goal }).goal;
    expect([goalOf('muscle_gain'), goalOf('flexibility'), goalOf('recovery')]).toEqual(['strength', 'mobility', 'recovery']);
  });

  it('reads the equipment carried, in any of its spellings, as the sorted kinds (bodyweight left out)', () => {
    const equipmentOf = (equipment: unknown) => GenerateWorkoutBodySchema.parse({ minutes: 10, environment: 'home', equipment }).equipment;
    expect(equipmentOf(['bodyweight', 'none'])).toEqual([]);
    expect(equipmentOf('band')).toEqual(['band']);
    expect(equipmentOf(['dumbbells', 'band', 'dumbbell'])).toEqual(['band', 'dumbbell']);
  });

  it('fills the spec’s defaults (energy normal, stress low, 7 h sleep, no soreness, general fitness), quiet and no sweat off', () => {
    expect(GenerateWorkoutBodySchema.parse({ minutes: 10, environment: 'office' })).toEqual({
      minutes: 10,
      environment: 'office',
      level: 'beginner',
      equipment: [],
      energy: 'normal',
      stress: 'low',
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
      quiet: false,
      noSweat: false,
    });
  });
});
