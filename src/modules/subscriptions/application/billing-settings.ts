import type { Plan, PlanId } from '../../../../contracts/subscriptions';

/** The subscriptions module's slice of the configuration. */
export interface BillingSettings {
  /** `local`: the app's own test provider; `stripe`: Stripe; `off`: payments unavailable. */
  billing: 'local' | 'stripe' | 'off';
  plans: readonly Plan[];
  /** The provider's price id of each plan. */
  priceIds: Readonly<Record<PlanId, string>>;
  /** Origin of the links the provider sends the browser back to. */
  publicOrigin: string;
}
