import { describe, expect, it } from 'vitest';
import type { PlanBlock, PlannedExercise } from '../../domain/workout-plan';
import { sizePlan } from './size-plan';

const move = (id: string): PlannedExercise => ({
  exerciseId: id,
  name: { en: id, es: id },
  category: 'strength',
  bodyPart: 'full_body',
  equipment: 'none',
  sets: 3,
  unit: 'seconds',
  value: 30,
  perSide: false,
  workSecondsPerSet: 30,
  restBetweenSetsSeconds: 15,
  restAfterSeconds: 30,
  plannedSeconds: 150,
});
const block = (kind: PlanBlock['kind'], ...ids: string[]): PlanBlock => ({ kind, name: { en: kind, es: kind }, exercises: ids.map(move) });
const ids = (blocks: PlanBlock[]) => blocks.map((b) => `${b.kind}:${b.exercises.map((m) => m.exerciseId).join(',')}`);

const plan = {
  blocks: [
    block('warmup', 'w1', 'w2', 'w3'),
    block('main', 'a1', 'a2', 'a3', 'a4'),
    block('main', 'b1', 'b2'),
    block('cooldown', 'c1', 'c2'),
  ],
};

describe('sizing the engine’s plan for the generator’s runner', () => {
  it('keeps a warm-up, the first main moves in order and a cool-down, as named sections', () => {
    expect(ids(sizePlan(plan, 5))).toEqual(['warmup:w1', 'main:a1,a2,a3', 'cooldown:c1']);
    expect(ids(sizePlan(plan, 6))).toEqual(['warmup:w1', 'main:a1,a2,a3,a4', 'cooldown:c1']);
  });

  it('leaves the cool-down out of a plan under 5 exercises, so a 10-minute plan is mostly main work', () => {
    expect(ids(sizePlan(plan, 3))).toEqual(['warmup:w1', 'main:a1,a2']);
    expect(ids(sizePlan(plan, 4))).toEqual(['warmup:w1', 'main:a1,a2,a3']);
  });

  it('gives the warm-up and cool-down two moves from 7 exercises on, and carries on into the next main block', () => {
    expect(ids(sizePlan(plan, 8))).toEqual(['warmup:w1,w2', 'main:a1,a2,a3,a4', 'cooldown:c1,c2']);
    expect(ids(sizePlan(plan, 9))).toEqual(['warmup:w1,w2', 'main:a1,a2,a3,a4', 'main:b1', 'cooldown:c1,c2']);
  });

  it('takes more warm-up and cool-down moves when the main blocks run short, and keeps a small plan whole', () => {
    const short = { blocks: [block('warmup', 'w1', 'w2', 'w3'), block('main', 'a1'), block('cooldown', 'c1', 'c2')] };
    expect(ids(sizePlan(short, 5))).toEqual(['warmup:w1,w2', 'main:a1', 'cooldown:c1,c2']);
    expect(ids(sizePlan(short, 9))).toEqual(['warmup:w1,w2,w3', 'main:a1', 'cooldown:c1,c2']);
  });
});
