import type { DomainEvent } from '../../../shared/kernel';

export const PLAN_GENERATED = 'plans.plan-generated';

/**
 * A traveller generated a travel plan (`POST /api/plan/generate`), recorded
 * in the transaction that stores it: the usage module counts it in
 * `usage.plan_count` (spec 1 §3). Background rebuilds after a trip changed
 * are not generations the traveller asked for and record none.
 */
export type PlanGenerated = DomainEvent<typeof PLAN_GENERATED, { planId: string; userId: string }>;

export const planGenerated = (planId: string, userId: string, occurredAt: Date): PlanGenerated => ({
  name: PLAN_GENERATED,
  payload: { planId, userId },
  occurredAt,
});
