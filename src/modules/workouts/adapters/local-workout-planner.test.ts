import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../data/exercises';
import type { PlannerInput } from '../domain/planner-input';
import { LocalWorkoutPlanner } from './local-workout-planner';

const input: PlannerInput = {
  minutes: 10,
  level: 'beginner',
  equipment: [],
  place: 'airport',
  energy: 'normal',
  stress: 'low',
  sleepHours: 7,
  soreness: 'none',
  goal: 'general_fitness',
  seed: 'gate-wait',
};

describe('LocalWorkoutPlanner', () => {
  it('answers the local engine’s plan for the catalogue it was given', async () => {
    const result = await new LocalWorkoutPlanner(EXERCISES).plan(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.engine).toBe('local');
    expect(result.value.plan.title.values).toEqual({ place: 'airport', goal: 'general_fitness' });
    expect(await new LocalWorkoutPlanner(EXERCISES).plan(input)).toEqual(result);
  });

  it('passes on the failure when its catalogue has nothing suitable', async () => {
    expect(await new LocalWorkoutPlanner([]).plan(input)).toEqual({ ok: false, code: 'workouts.no-suitable-exercises' });
  });
});
