import type { Knex } from 'knex';
import { z } from 'zod';
import { TravelPlanSchema, type TravelPlan } from '../../../../../contracts/plans';
import type { Locale } from '../../../../../contracts/sdui';
import type { StoredPlans } from '../application/ports/stored-plans.port';

/** `travel_plans.plan` as the plans module stores it: the plan built once per language (its texts differ). */
const StoredPlanSchema = z.object({ en: TravelPlanSchema, es: TravelPlanSchema });

/** Reads `travel_plans.plan`, checked against the contract's schema so a stored plan that drifted fails loudly instead of feeding calendars half a plan. */
export class KnexStoredPlans implements StoredPlans {
  constructor(private readonly knex: Knex) {}

  async planOf(userId: string, locale: Locale): Promise<TravelPlan | null> {
    const row = await this.knex('travel_plans').where({ user_id: userId }).first<{ plan: unknown } | undefined>('plan');
    return row ? StoredPlanSchema.parse(row.plan)[locale] : null;
  }
}
