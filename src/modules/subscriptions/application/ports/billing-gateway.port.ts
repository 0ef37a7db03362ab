import type { PaymentMethod, PlanId } from '../../../../../contracts/subscriptions';
import type { SubscriptionRecord } from '../../domain/subscription-record';

export interface TrialCheckoutRequest {
  /** Our own id for this operation: the provider's idempotency key, so a retried call creates nothing twice. */
  operationId: string;
  userId: string;
  email: string;
  plan: PlanId;
  priceId: string;
  trialDays: number;
  /** Absolute addresses the provider sends the browser back to. */
  returnUrls: { started: string; cancelled: string };
}

export interface CompletedCheckout {
  customerId: string;
  plan: PlanId;
  subscription: SubscriptionRecord;
}

/**
 * The payment provider, as subscriptions needs it. Two adapters: Stripe, and
 * the app's own local provider (the default, so every flow works offline).
 */
export interface BillingGateway {
  /** Opens a hosted checkout for a trial of `plan`; answers its id and the address the browser goes to. */
  startTrialCheckout(request: TrialCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The subscription a completed checkout of this user created; null for a session that is unknown, someone else's or not completed. */
  completedCheckout(sessionId: string, userId: string): Promise<CompletedCheckout | null>;
  /** The provider's current view of a subscription. */
  currentSubscription(providerSubId: string): Promise<SubscriptionRecord>;
  /** Cancels at the end of the trial or period (`true`), or undoes that while it lasts (`false`). */
  setCancelAtPeriodEnd(providerSubId: string, cancel: boolean, operationId: string): Promise<SubscriptionRecord>;
  paymentMethods(customerId: string): Promise<PaymentMethod[]>;
  /** The billing portal's address for this customer, coming back to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}
