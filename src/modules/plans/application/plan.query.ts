import type { TravelPlanReply } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { PlanAccess } from './ports/plan-access.port';
import type { PlanStore } from './ports/plan-store.port';

/**
 * `GET /api/plan`: the stored plan in the reader's language (null before the
 * first), shown unchanged until it is rebuilt, and whether a rebuild is
 * queued because a trip changed. Plans are a Pro benefit: others are refused.
 */
export class PlanQuery {
  constructor(
    private readonly access: PlanAccess,
    private readonly plans: PlanStore,
  ) {}

  async execute(userId: string, locale: Locale): Promise<Result<TravelPlanReply, 'plans.pro-required'>> {
    if (!(await this.access.entitlementOf(userId)).pro) return fail('plans.pro-required');
    const stored = await this.plans.planOf(userId, locale);
    return ok({ plan: stored?.plan ?? null, regenerating: stored?.staleMark != null });
  }
}
