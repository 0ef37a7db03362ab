import type { TravelPlan } from '../../../../../../contracts/plans';
import type { Locale } from '../../../../../../contracts/sdui';

/** The traveller's stored 4-week plan in a language (`travel_plans.plan`, ADR 0040), as it was answered when built; null before the first. */
export interface StoredPlans {
  planOf(userId: string, locale: Locale): Promise<TravelPlan | null>;
}
