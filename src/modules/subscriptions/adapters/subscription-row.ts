import type { PlanId } from '../../../../contracts/subscriptions';
import type { BillingProvider, RecordStatus, SubscriptionRecord } from '../domain/subscription-record';

/** A row of `subscriptions` as knex reads it. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  provider: BillingProvider;
  provider_sub_id: string;
  provider_customer_id: string | null;
  plan_id: PlanId | null;
  status: RecordStatus;
  plan_price_id: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  trial_start: Date | null;
  trial_end: Date | null;
  observed_at: Date | null;
  created_at: Date;
}

/** The provider's record a row holds. */
export const recordOfRow = (row: SubscriptionRow): SubscriptionRecord => ({
  provider: row.provider,
  providerSubId: row.provider_sub_id,
  status: row.status,
  planPriceId: row.plan_price_id,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  trialStart: row.trial_start,
  trialEnd: row.trial_end,
  // Rows written before observations were kept count as the oldest possible.
  observedAt: row.observed_at ?? new Date(0),
});
