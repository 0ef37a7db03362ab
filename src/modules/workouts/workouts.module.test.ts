import { Container } from 'inversify';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { CoreTokens } from '../../shared/kernel';
import { WorkoutsTokens, workoutsModule } from '.';
import { toPlannerInput } from './application/plan-request';

describe('workoutsModule', () => {
  it('binds the WorkoutPlanner port to the local engine', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CoreTokens.Knex).toConstantValue({} as Knex);
    container.load(workoutsModule({ dataDir: '/nowhere', nodeEnv: 'test' }));

    const planner = container.get(WorkoutsTokens.WorkoutPlanner);
    const result = await planner.plan(toPlannerInput({ minutes: 10, place: 'office', seed: 'standup' }));

    expect(result.ok && result.value.engine).toBe('local');
    expect(result.ok && result.value.plan.title.values).toEqual({ place: 'office', goal: 'general_fitness' });
  });
});
