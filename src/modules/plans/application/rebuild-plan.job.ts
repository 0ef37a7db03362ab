import type { QueuedJob } from '../../../shared/kernel';
import type { PlanBuilder } from './build-plans';
import type { PlanRebuildJob } from './plan-rebuild.job';
import type { PlanAccess } from './ports/plan-access.port';
import type { PlanStore } from './ports/plan-store.port';

/**
 * Rebuilds a traveller's stored plan after a trip was added, moved or removed
 * (the `plans.rebuild-plan` queue, one job waiting per traveller; ADR 0040),
 * from their stored preferences and current trips. A plan that is no longer
 * stale is left alone (a generation came first); a traveller no longer Pro
 * keeps the plan they had, no longer waiting. Idempotent: a retry rebuilds
 * from the state as it then is.
 */
export function rebuildPlan({ access, builder, plans }: { access: PlanAccess; builder: PlanBuilder; plans: PlanStore }) {
  return async ({ data: { userId } }: QueuedJob<PlanRebuildJob>): Promise<void> => {
    const builtFrom = await plans.staleMarkOf(userId);
    if (builtFrom === null) return;
    if (!(await access.entitlementOf(userId)).pro) {
      await plans.clearStale(userId, builtFrom);
      return;
    }
    await plans.savePlan(userId, await builder.build(userId), builtFrom);
  };
}
