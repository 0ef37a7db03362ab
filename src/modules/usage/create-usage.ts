import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventSubscriber, ViewerDirectory } from '../../shared/kernel';
import type { PlanGenerated } from '../plans';
import type { FreeWorkoutPass, WorkoutAllowance } from '../workouts';
import { KnexFreeWorkoutStore } from './adapters/knex-free-workout-store';
import { KnexPlanCountStore } from './adapters/knex-plan-count-store';
import { KnexWeeklyCountStore } from './adapters/knex-weekly-count-store';
import { AllowanceService } from './application/allowance.service';
import { countPlans } from './application/count-plans.subscriber';
import { UsageFreeWorkoutPass } from './application/free-workout-pass.service';
import { GrantBonusUseCase } from './application/grant-bonus.use-case';
import type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
import type { UsageFacade } from './application/usage.facade';
import { UsageWorkoutAllowance } from './application/workout-allowance.service';
import { createUsageRouter } from './http/usage.router';

export interface UsageDeps {
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  subscriptions: SubscriptionStatusReader;
}

export interface Usage {
  facade: UsageFacade;
  /** The workouts module's consumer ports, which usage provides (ADR 0007). */
  workoutAllowance: WorkoutAllowance;
  freeWorkoutPass: FreeWorkoutPass;
  /** Counts generated travel plans (`plans.plan-generated`) in `planCount`. */
  planCounter: EventSubscriber<PlanGenerated>;
  routes: HttpRoutes;
}

/**
 * Usage: the weekly free allowance (2 a week, Monday 00:00 UTC; unlimited for
 * trial and active subscribers), the one free workout per browser and device,
 * the exit-offer bonus, and the count of travel plans generated. Owns the
 * tables usage, free_workout_claims, bonus_grants, counted_plans.
 */
export function createUsage({ knex, clock, viewers, subscriptions }: UsageDeps): Usage {
  const freeWorkouts = new KnexFreeWorkoutStore(knex);
  const allowance = new AllowanceService(new KnexWeeklyCountStore(knex), subscriptions, clock);
  const router = createUsageRouter({
    allowance,
    grantBonus: new GrantBonusUseCase(freeWorkouts, viewers, clock),
    viewers: viewerGuard(viewers),
  });
  return {
    facade: allowance,
    workoutAllowance: new UsageWorkoutAllowance(allowance),
    freeWorkoutPass: new UsageFreeWorkoutPass(freeWorkouts, viewers, clock),
    planCounter: countPlans(new KnexPlanCountStore(knex)),
    routes: { name: 'usage', mount: (app) => mountContract(app, contract.usage, router) },
  };
}
