import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../../shared/kernel';
import type { PlanAccess } from '../application/ports/plan-access.port';
import { PlansTokens } from '../plans.tokens';
import { createPlanCalendar } from './create-plan-calendar';

/**
 * The plan's calendar feed, on its own until the plans module folds it in:
 * binds its routes; `PlansTokens.PlanAccess` is bound by the subscriptions module.
 */
export const planCalendarModule = (config: { publicOrigin: string }): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(CoreTokens.HttpRoutes).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory, access: PlanAccess) =>
        createPlanCalendar({ knex, clock, viewers, access, config }).routes,
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers, PlansTokens.PlanAccess],
    );
  });
