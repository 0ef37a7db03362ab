import type { Knex } from 'knex';
import { citiesContract, planContract, tripsContract } from '../../../contracts/plans';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventBus, JobQueue, ViewerDirectory } from '../../shared/kernel';
import { CityTimezonesDirectory } from './adapters/city-timezones-directory';
import { KnexPlanStore } from './adapters/knex-plan-store';
import { KnexTripStore } from './adapters/knex-trip-store';
import { PlanBuilder, type DesignSessionInEvery } from './application/build-plans';
import { CreateTripUseCase } from './application/create-trip.use-case';
import { DeleteTripUseCase } from './application/delete-trip.use-case';
import { GeneratePlanUseCase } from './application/generate-plan.use-case';
import { ListTripsQuery } from './application/list-trips.query';
import { PlanPreferencesService } from './application/plan-preferences';
import { PLAN_REBUILD_QUEUE, type PlanRebuildJob } from './application/plan-rebuild.job';
import { PlanQuery } from './application/plan.query';
import type { CityDirectory } from './application/ports/city-directory.port';
import type { PlanAccess } from './application/ports/plan-access.port';
import { rebuildPlan } from './application/rebuild-plan.job';
import { UpdateTripUseCase } from './application/update-trip.use-case';
import { createCitiesRouter } from './http/cities.router';
import { createPlanRouter } from './http/plan.router';
import { createTripsRouter } from './http/trips.router';
import { createPlanCalendar } from './calendar/create-plan-calendar';

/** The part of the app's configuration plans reads. */
export interface PlansConfig {
  /** The origin of the calendar feed's address and of the links its events carry (config `PUBLIC_ORIGIN`). */
  publicOrigin: string;
}

export interface PlansDeps {
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  /** Records `plans.plan-generated` with the stored plan (usage counts it). */
  events: EventBus;
  /** Where plan rebuilds after a trip change are queued and worked. */
  jobs: JobQueue;
  /** Consumer port the subscriptions module provides: plans are Pro (ADR 0007). */
  access: PlanAccess;
  /** The workouts module's `designPlanSessionInEvery`: each session's workout, in every language. */
  design: DesignSessionInEvery;
  config: PlansConfig;
  /** The city list; the `city-timezones` data unless a test brings its own. */
  cities?: CityDirectory;
}

export interface Plans {
  routes: HttpRoutes;
}

/**
 * Plans (issue 14, ADR 0040): the city list, trips, planning preferences and
 * the stored 4-week plan, rebuilt on the job queue when a trip changes, and
 * the plan's private calendar feed (plans/calendar, ADR 0042). Declares the
 * `plans.rebuild-plan` queue, so it is built before the job queue starts.
 */
export function createPlans({
  knex,
  clock,
  viewers,
  events,
  jobs,
  access,
  design,
  config,
  cities = new CityTimezonesDirectory(),
}: PlansDeps): Plans {
  const trips = new KnexTripStore(knex, jobs);
  const plans = new KnexPlanStore(knex, events);
  const preferences = new PlanPreferencesService(plans, cities, clock);
  const builder = new PlanBuilder(trips, preferences, cities, design, clock);
  const guard = viewerGuard(viewers);
  jobs.work<PlanRebuildJob>(PLAN_REBUILD_QUEUE, rebuildPlan({ access, builder, plans }), { oneWaitingPerKey: true });

  const citiesRouter = createCitiesRouter({ cities });
  const tripsRouter = createTripsRouter({
    viewers: guard,
    listTrips: new ListTripsQuery(trips, preferences, cities),
    createTrip: new CreateTripUseCase(trips, preferences, cities),
    updateTrip: new UpdateTripUseCase(trips, preferences, cities),
    deleteTrip: new DeleteTripUseCase(trips),
  });
  const planRouter = createPlanRouter({
    viewers: guard,
    plan: new PlanQuery(access, plans),
    generatePlan: new GeneratePlanUseCase(access, preferences, builder, plans, clock),
    preferences,
  });
  const calendar = createPlanCalendar({
    knex,
    clock,
    viewers,
    access,
    plans: { planOf: async (userId, locale) => (await plans.planOf(userId, locale))?.plan ?? null },
    config,
  });
  return {
    routes: {
      name: 'plans',
      mount: (app) => {
        mountContract(app, citiesContract, citiesRouter);
        mountContract(app, tripsContract, tripsRouter);
        mountContract(app, planContract, planRouter);
        calendar.routes.mount(app);
      },
    },
  };
}
