import type { GenerateTravelPlanBody, TravelPlanReply } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { PlanBuilder } from './build-plans';
import { planGenerated } from './plan-generated.event';
import type { PlanPreferencesService } from './plan-preferences';
import type { PlanAccess } from './ports/plan-access.port';
import type { PlanStore } from './ports/plan-store.port';

/**
 * `POST /api/plan/generate` (features/plans/plan.feature): for Pro
 * travellers (a trial or a subscription), the preferences sent are stored
 * first, then the 28 days from today are built from the preferences and open
 * trips and stored, with `plans.plan-generated` for usage's `planCount`.
 * Without trips or preferences the defaults make a plan of home days.
 */
export class GeneratePlanUseCase {
  constructor(
    private readonly access: PlanAccess,
    private readonly preferences: PlanPreferencesService,
    private readonly builder: PlanBuilder,
    private readonly plans: PlanStore,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    body: GenerateTravelPlanBody,
    locale: Locale,
  ): Promise<Result<TravelPlanReply, 'plans.pro-required' | 'plans.unknown-city'>> {
    if (!(await this.access.entitlementOf(userId)).pro) return fail('plans.pro-required');
    const { seed, ...sent } = body;
    if (Object.keys(sent).length > 0) {
      const updated = await this.preferences.update(userId, sent);
      if (!updated.ok) return updated;
    }
    // The mark is read before the trips: a trip changed while building keeps the plan stale.
    const builtFrom = await this.plans.staleMarkOf(userId);
    const plans = await this.builder.build(userId, seed);
    const saved = await this.plans.savePlan(userId, plans, builtFrom, planGenerated(plans.en.id, userId, this.clock.now()));
    return ok({ plan: plans[locale], regenerating: saved.stale });
  }
}
