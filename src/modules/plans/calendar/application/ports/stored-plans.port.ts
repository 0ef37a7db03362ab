import type { TravelPlan } from '../../../../../../contracts/plans';
import type { Locale } from '../../../../../../contracts/sdui';

/** The traveller's stored 4-week plan (`travel_plans.plan`) in `locale`, as it was answered when built; null before the first. */
export interface StoredPlans {
  planOf(userId: string, locale: Locale): Promise<TravelPlan | null>;
}
