import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../data/exercises';
import { capForModes, noSweatLevel } from './modes';
import { planWorkout } from './plan-workout';
import { findPlanViolations } from './plan-violations';
import type { PlannerInput } from './planner-input';
import { assessReadiness } from './readiness';
import { planExercises, type WorkoutPlan } from './workout-plan';

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));

/** A 30-minute weight-loss workout at home: the place allows jumps and sweat, so the modes decide. */
const atHome = (overrides: Partial<PlannerInput> = {}): PlannerInput => ({
  minutes: 30,
  level: 'advanced',
  equipment: [],
  place: 'home',
  energy: 'normal',
  stress: 'low',
  sleepHours: 8,
  soreness: 'none',
  goal: 'weight_loss',
  seed: 'quiet-modes',
  ...overrides,
});

const planOf = (input: PlannerInput): WorkoutPlan => {
  const result = planWorkout(input, EXERCISES);
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

/** The first of a few seeds whose plan (made without the modes) has a move with `flag`. */
function planWith(flag: 'noisy' | 'sweaty'): WorkoutPlan {
  for (let seed = 0; seed < 50; seed += 1) {
    const plan = planOf(atHome({ seed }));
    if (planExercises(plan).some((item) => byId.get(item.exerciseId)?.[flag])) return plan;
  }
  throw new Error(`no plan with a ${flag} move`);
}

describe('quiet and no-sweat modes, checked on any engine’s plan', () => {
  it('names a noisy move in a plan for a quiet traveller', () => {
    const violations = findPlanViolations(planWith('noisy'), atHome({ quiet: true }), EXERCISES);
    expect(violations.some((violation) => violation.endsWith(':noisy-in-quiet-mode'))).toBe(true);
  });

  it('names a sweaty move in a plan for a no-sweat traveller', () => {
    const violations = findPlanViolations(planWith('sweaty'), atHome({ noSweat: true }), EXERCISES);
    expect(violations.some((violation) => violation.endsWith(':sweaty-in-no-sweat-mode'))).toBe(true);
  });
});

describe('capForModes', () => {
  const rested = { level: 'advanced', energy: 'normal', stress: 'low', sleepHours: 8, soreness: 'none' } as const;

  it('changes nothing without no-sweat', () => {
    const readiness = assessReadiness(rested);
    expect(capForModes(readiness, { level: 'advanced', quiet: true } as PlannerInput)).toEqual(readiness);
  });

  it('takes one level off and rests as long as a low-energy day, without scaling the volume', () => {
    const capped = capForModes(assessReadiness(rested), { level: 'advanced', noSweat: true });
    expect(capped.effectiveLevel).toBe('intermediate');
    expect(capped.restMultiplier).toBe(assessReadiness({ ...rested, energy: 'low' }).restMultiplier);
    expect(capped.volumeFactor).toBe(1);
  });

  it('does not stack with a tired day: the easier level and the longer rests win', () => {
    const tired = assessReadiness({ ...rested, energy: 'low', sleepHours: 3, soreness: 'severe' });
    const capped = capForModes(tired, { level: 'advanced', noSweat: true });
    expect(capped.effectiveLevel).toBe(tired.effectiveLevel);
    expect(capped.restMultiplier).toBe(tired.restMultiplier);
  });

  it('never goes below beginner', () => {
    expect(noSweatLevel('beginner')).toBe('beginner');
  });
});
