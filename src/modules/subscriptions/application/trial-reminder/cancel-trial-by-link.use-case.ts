import { fail, ok, type Clock, type Result } from '../../../../shared/kernel';
import type { ChangeCancellationUseCase } from '../change-cancellation.use-case';
import type { TrialReminderStore } from '../ports/trial-reminder-store.port';
import { cancelTokenHash } from './cancel-link-token';

type CancelledByLink = Result<{ accessEndsAt: Date }, 'subscriptions.invalid-cancel-link' | 'subscriptions.billing-unavailable'>;

/**
 * The reminder's one-click cancel (ADR 0026), without signing in: the link's
 * token stands for one subscription, works once and only until its trial ends.
 * It cancels through the signed-in cancel (`ChangeCancellationUseCase`), so the
 * traveller keeps Pro until the trial ends, as with any cancellation; a link
 * to a subscription that is no longer the traveller's current one does nothing.
 */
export class CancelTrialByLinkUseCase {
  constructor(
    private readonly store: TrialReminderStore,
    private readonly changeCancellation: ChangeCancellationUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<CancelledByLink> {
    const outcome = await this.store.useCancelLink(
      cancelTokenHash(token),
      this.clock.now(),
      async (target): Promise<{ used: boolean; value: CancelledByLink }> => {
        const result = await this.changeCancellation.execute(target.userId, true, target.providerSubId);
        if (!result.ok) {
          return {
            used: false,
            value: fail(result.code === 'subscriptions.no-subscription' ? 'subscriptions.invalid-cancel-link' : result.code),
          };
        }
        const accessEndsAt = result.value.entitlement.accessEndsAt ?? target.trialEnd;
        return { used: true, value: ok({ accessEndsAt }) };
      },
    );
    return outcome ?? fail('subscriptions.invalid-cancel-link');
  }
}
