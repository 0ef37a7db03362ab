import type { Knex } from 'knex';
import { TravelPlanSchema, type TravelPlan } from '../../../../../contracts/plans';
import type { StoredPlans } from '../application/ports/stored-plans.port';

/** Reads `travel_plans.plan`, checked against the contract's schema so a stored plan that drifted fails loudly instead of feeding calendars half a plan. */
export class KnexStoredPlans implements StoredPlans {
  constructor(private readonly knex: Knex) {}

  async planOf(userId: string): Promise<TravelPlan | null> {
    const row = await this.knex('travel_plans').where({ user_id: userId }).first<{ plan: unknown } | undefined>('plan');
    return row ? TravelPlanSchema.parse(row.plan) : null;
  }
}
