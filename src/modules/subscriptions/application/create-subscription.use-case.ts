import type { PlanId } from '../../../../contracts/subscriptions';
import { ok, type Result } from '../../../shared/kernel';
import type { PendingSubscription } from './ports/billing-gateway.port';
import { trialRequest, type TrialRequestDeps, type TrialRefusal } from './trial-request';

/**
 * The paywall's card tab (spec 1 §2 "Paywall", §7 `POST /api/create-subscription`):
 * the provider creates a 3-day trial of the plan waiting for its card, and the
 * browser confirms the card against the answered client secret, then asks to
 * activate it. Nothing is Pro until then. The same checks as the hosted trial
 * checkout, from one place (`trialRequest`).
 */
export class CreateSubscriptionUseCase {
  constructor(private readonly trial: TrialRequestDeps) {}

  async execute(userId: string, planId: PlanId): Promise<Result<PendingSubscription, TrialRefusal>> {
    const prepared = await trialRequest(this.trial, userId, planId, 'trial-subscription');
    if (!prepared.ok) return prepared;
    return ok(await prepared.value.gateway.createTrialSubscription(prepared.value.request));
  }
}
