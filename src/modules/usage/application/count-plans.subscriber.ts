import type { EventSubscriber } from '../../../shared/kernel';
import { PLAN_GENERATED, type PlanGenerated } from '../../plans';
import type { PlanCountStore } from './ports/plan-count-store.port';

/** Counts each generated travel plan in the traveller's `planCount` (spec 1 §3), once per event however often it is delivered. */
export function countPlans(store: PlanCountStore): EventSubscriber<PlanGenerated> {
  return {
    event: PLAN_GENERATED,
    subscriber: 'usage.count-plans',
    handle: (event) => store.countOnce(event.id, event.payload.userId),
  };
}
