import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type EventBus, type JobQueue, type ViewerDirectory } from '../../shared/kernel';
import { designPlanSessionInEvery } from '../workouts';
import type { PlanAccess } from './application/ports/plan-access.port';
import { createPlans, type Plans, type PlansConfig } from './create-plans';
import { PlansTokens } from './plans.tokens';

const Built = Symbol('plans.Built') as ServiceIdentifier<Plans>;

/**
 * Plans: trips, preferences, the city list and the stored 4-week plan
 * (issue 14). Owns the tables trips, plan_preferences, travel_plans and
 * plan_calendar_feeds (the calendar feed). Its Pro gate
 * (`PlansTokens.PlanAccess`) is bound by the subscriptions module; sessions
 * are designed by the workouts module's `designPlanSessionInEvery`.
 */
export function plansModule(config: PlansConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory, events: EventBus, jobs: JobQueue, access: PlanAccess) =>
        createPlans({ knex, clock, viewers, events, jobs, access, design: designPlanSessionInEvery, config }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers, CoreTokens.EventBus, CoreTokens.JobQueue, PlansTokens.PlanAccess],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((plans: Plans) => plans.routes, [Built]);
  });
}
