import { describe, expect, it } from 'vitest';
import { GenerateWorkoutBodySchema } from '../../../../contracts/workouts';
import type { UsageStatus } from '../../../../contracts/usage';
import { FixedClock, fail } from '../../../shared/kernel';
import { LocalWorkoutPlanner } from '../adapters/local-workout-planner';
import { EXERCISES } from '../data/exercises';
import { GenerateWorkoutUseCase } from './generate-workout.use-case';
import { catalogueById } from './generated-workout.mapper';
import { NEW_PROGRESS } from '../domain/progression';
import type { TravellerProgress } from './ports/traveller-progress.port';
import type { WorkoutAllowance } from './ports/workout-allowance.port';
import type { WorkoutGenerationEntry, WorkoutGenerationLog } from './ports/workout-generation-log.port';
import type { WorkoutPlanner } from './ports/workout-planner.port';

const allowanceOf = (remaining: number): UsageStatus => ({
  allowed: remaining > 0,
  remaining,
  subscriptionStatus: 'none',
  plan: 'free',
  limit: 2,
  weekStart: '2026-11-16',
  resetsAt: '2026-11-23T00:00:00.000Z',
});

/** An allowance with `left` free workouts that records what was spent. */
function fakeAllowance(left: number, options: { raceLost?: boolean } = {}) {
  const spent: string[] = [];
  const allowance: WorkoutAllowance = {
    statusOf: async () => allowanceOf(left),
    spend: async (userId) => {
      if (options.raceLost || left === 0) return { spent: false, status: allowanceOf(0) };
      spent.push(userId);
      left -= 1;
      return { spent: true, status: allowanceOf(left) };
    },
  };
  return { allowance, spent };
}

function fakeLog() {
  const records = new Map<string, WorkoutGenerationEntry>();
  const log: WorkoutGenerationLog = {
    record: async (entry) => {
      const id = `00000000-0000-4000-8000-${String(records.size + 1).padStart(12, '0')}`;
      records.set(id, entry);
      return id;
    },
    discard: async (id) => {
      records.delete(id);
    },
  };
  return { log, records };
}

const body = GenerateWorkoutBodySchema.parse({ minutes: 10, environment: 'airport', equipment: 'bodyweight', stress: 2 });
const localPlanner = new LocalWorkoutPlanner(EXERCISES);
const catalogue = catalogueById(EXERCISES);
const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));

/** Progress at `currentIntensity`, or none (a traveller who has finished no workout yet). */
const progressAt = (currentIntensity?: number): TravellerProgress => ({
  read: async () => (currentIntensity === undefined ? undefined : { ...NEW_PROGRESS, currentIntensity }),
});

function useCase(allowance: WorkoutAllowance, log: WorkoutGenerationLog, planner: WorkoutPlanner = localPlanner, progress = progressAt()) {
  return new GenerateWorkoutUseCase(allowance, planner, progress, log, catalogue, clock);
}

describe('generating a workout against the weekly allowance', () => {
  it('plans, records and spends one, answering the allowance after it', async () => {
    const { allowance, spent } = fakeAllowance(2);
    const { log, records } = fakeLog();
    const result = await useCase(allowance, log).execute({ userId: 'user-1', body, locale: 'en' });
    expect(result.ok && result.value.usage.remaining).toBe(1);
    expect(result.ok && result.value.workout.place).toBe('airport');
    expect(spent).toEqual(['user-1']);
    expect([...records.values()]).toEqual([expect.objectContaining({ userId: 'user-1', stress: '2', soreness: 'none', isPro: false })]);
  });

  it('spends nothing and records nothing when the planner fails', async () => {
    const { allowance, spent } = fakeAllowance(2);
    const { log, records } = fakeLog();
    const failing: WorkoutPlanner = { plan: async () => fail('workouts.no-suitable-exercises') };
    const result = await useCase(allowance, log, failing).execute({ userId: 'user-1', body, locale: 'en' });
    expect(result).toEqual({ ok: false, code: 'workouts.no-suitable-exercises' });
    expect(spent).toEqual([]);
    expect(records.size).toBe(0);
  });

  it('refuses before planning when nothing is left', async () => {
    const { allowance } = fakeAllowance(0);
    const { log, records } = fakeLog();
    const result = await useCase(allowance, log).execute({ userId: 'user-1', body, locale: 'en' });
    expect(result).toMatchObject({ ok: false, code: 'usage.limit-reached', details: { remaining: 0 } });
    expect(records.size).toBe(0);
  });

  it('discards the record when a parallel request took the last workout meanwhile', async () => {
    const { allowance } = fakeAllowance(1, { raceLost: true });
    const { log, records } = fakeLog();
    const result = await useCase(allowance, log).execute({ userId: 'user-1', body, locale: 'en' });
    expect(result).toMatchObject({ ok: false, code: 'usage.limit-reached' });
    expect(records.size).toBe(0);
  });

  it('plans from the traveller’s progress: quick mode’s beginner gets more work a step up, easier moves a step down', async () => {
    const inputAt = async (currentIntensity?: number) => {
      const { log, records } = fakeLog();
      await useCase(fakeAllowance(2).allowance, log, localPlanner, progressAt(currentIntensity)).execute({
        userId: 'user-1',
        body,
        locale: 'en',
      });
      return [...records.values()][0]?.input;
    };
    const without = await inputAt();
    expect(without).not.toHaveProperty('difficultyShift');
    expect(without).not.toHaveProperty('volumeShift');
    expect(await inputAt(1)).toEqual(without);
    expect(await inputAt(2)).toMatchObject({ volumeShift: 1 });
    expect(await inputAt(0)).toMatchObject({ difficultyShift: -1 });
  });
});
