/** The queue of plan rebuilds after a trip changed: one job waiting per traveller (its `singletonKey` is the user id). */
export const PLAN_REBUILD_QUEUE = 'plans.rebuild-plan';

export interface PlanRebuildJob {
  userId: string;
}
