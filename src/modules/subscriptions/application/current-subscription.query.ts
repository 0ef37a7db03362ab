import type { Clock } from '../../../shared/kernel';
import { entitlementOf, type Entitlement } from '../domain/entitlement';
import type { SubscriptionRecord } from '../domain/subscription-record';
import { BillingProviderError, type BillingGateway } from './ports/billing-gateway.port';
import type { StoredSubscription, SubscriptionRepository } from './ports/subscription-repository.port';

export interface CurrentSubscription {
  stored: StoredSubscription | null;
  entitlement: Entitlement;
}

/**
 * A user's subscription and what it entitles them to now. The record is read
 * from our table; when the trial or the period it describes has ended since it
 * was observed, the provider is asked again first (the first charge or a
 * renewal happened meanwhile, and its webhook may be late or lost).
 */
export class CurrentSubscriptionQuery {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: BillingGateway | null,
    private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<CurrentSubscription> {
    const now = this.clock.now();
    let stored = await this.subscriptions.latestOf(userId);
    if (stored && this.gateway && isStale(stored.record, now)) {
      const fresh = await this.freshRecord(this.gateway, stored.record.providerSubId);
      if (fresh) stored = await this.subscriptions.observe({ ...stored, record: fresh });
    }
    return { stored, entitlement: entitlementOf(stored?.record ?? null, now) };
  }

  /**
   * Null when the provider cannot answer: sign-in and the profile read the
   * stored record instead of failing, and a trial past its end stays Pro
   * until the provider says the first charge failed (entitlementOf).
   */
  private async freshRecord(gateway: BillingGateway, providerSubId: string): Promise<SubscriptionRecord | null> {
    try {
      return await gateway.currentSubscription(providerSubId);
    } catch (error) {
      if (error instanceof BillingProviderError) return null;
      throw error;
    }
  }
}

/** Whether a boundary the record cannot know the outcome of (trial end, period end) has passed since it was observed. */
export function isStale(record: SubscriptionRecord, now: Date): boolean {
  if (record.status === 'canceled') return false;
  const boundaries = [record.trialEnd, record.currentPeriodEnd].filter((date): date is Date => date !== null);
  return boundaries.some((boundary) => record.observedAt < boundary && boundary <= now);
}
