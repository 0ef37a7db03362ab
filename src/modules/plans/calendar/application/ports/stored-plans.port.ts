import type { TravelPlan } from '../../../../../../contracts/plans';

/** The traveller's stored 4-week plan (`travel_plans.plan`), as it was answered when built; null before the first. */
export interface StoredPlans {
  planOf(userId: string): Promise<TravelPlan | null>;
}
