import { CHECKOUT_RETURN, type PlanId } from '../../../../contracts/subscriptions';
import { ok, type Result } from '../../../shared/kernel';
import { trialRequest, type TrialRequestDeps, type TrialRefusal } from './trial-request';

/**
 * Starting the trial (spec 1 §4): the traveller picks a plan, the provider
 * opens a hosted checkout for a 3-day trial of it, the browser goes there. The
 * client names a plan; the price comes from our catalogue.
 */
export class StartTrialUseCase {
  constructor(private readonly trial: TrialRequestDeps) {}

  async execute(userId: string, planId: PlanId): Promise<Result<{ url: string }, TrialRefusal>> {
    const prepared = await trialRequest(this.trial, userId, planId, 'trial-checkout');
    if (!prepared.ok) return prepared;
    const origin = this.trial.settings.publicOrigin;
    const checkout = await prepared.value.gateway.startTrialCheckout({
      ...prepared.value.request,
      returnUrls: { started: `${origin}${CHECKOUT_RETURN.started}`, cancelled: `${origin}${CHECKOUT_RETURN.cancelled}` },
    });
    return ok({ url: checkout.url });
  }
}
