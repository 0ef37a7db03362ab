import { describe, expect, it } from 'vitest';
import { FREE_DEFAULTS, FreeGenerateBodySchema, GenerateWorkoutBodySchema } from './workouts.schemas';
import { CompleteWorkoutBodySchema } from './generator.schemas';

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

describe('the finished-workout body', () => {
  const finished = (overrides: Record<string, unknown> = {}) => ({
    completionId: '6f1c2d3e-4b5a-4c6d-8e7f-1a2b3c4d5e6f',
    name: 'In-flight routine',
    durationMin: 8,
    context: 'in_transit',
    setsDone: 6,
    setsPlanned: 6,
    ...overrides,
  });

  it('takes in transit as where it was done, besides the form’s four locations, and names the plan session it ran', () => {
    const body = CompleteWorkoutBodySchema.parse(finished({ context: 'Taxi', plan: { date: '2026-12-01', slot: 'in-flight' } }));
    expect(body.context).toBe('in_transit');
    expect(body.plan).toEqual({ date: '2026-12-01', slot: 'in-flight' });
  });

  it('finishes a plan session at the destination’s gym', () => {
    expect(CompleteWorkoutBodySchema.parse(finished({ context: 'gimnasio', plan: { date: '2026-12-02', slot: 'main' } })).context).toBe(
      'gym',
    );
  });

  it('refuses a place no workout is designed for, a plan day that is no date and a slot plans do not have', () => {
    expect(CompleteWorkoutBodySchema.safeParse(finished({ context: 'beach' })).success).toBe(false);
    expect(CompleteWorkoutBodySchema.safeParse(finished({ plan: { date: '2026-02-30', slot: 'in-flight' } })).success).toBe(false);
    expect(CompleteWorkoutBodySchema.safeParse(finished({ plan: { date: '2026-12-01', slot: 'lounge' } })).success).toBe(false);
  });
});
