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

/** The paywall's card tab: a trial subscription created first, its card confirmed by the browser afterwards. */
export interface TrialSubscriptionRequest {
  /** Our own id for this operation: the provider's idempotency key. */
  operationId: string;
  userId: string;
  email: string;
  plan: PlanId;
  priceId: string;
  trialDays: number;
}

export interface PendingSubscription {
  /** What the browser confirms the card against: Stripe's SetupIntent client secret, or the local provider's checkout id. */
  clientSecret: string;
  subscriptionId: string;
  customerId: string;
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
  /** Creates a trial subscription waiting for its card (POST /api/create-subscription). */
  createTrialSubscription(request: TrialSubscriptionRequest): Promise<PendingSubscription>;
  /** The subscription once its card is confirmed and when it is this user's; null when unknown, someone else's or not confirmed (POST /api/subscription/activate). */
  confirmedSubscription(subscriptionId: string, userId: string): Promise<CompletedCheckout | null>;
  /** The provider's current view of a subscription. */
  currentSubscription(providerSubId: string): Promise<SubscriptionRecord>;
  /** Cancels at the end of the trial or period (`true`), or undoes that while it lasts (`false`). */
  setCancelAtPeriodEnd(providerSubId: string, cancel: boolean, operationId: string): Promise<SubscriptionRecord>;
  paymentMethods(customerId: string): Promise<PaymentMethod[]>;
  /** The billing portal's address for this customer, coming back to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Creates a trial subscription waiting for its card (POST /api/create-subscription). */
  createTrialSubscription(request: TrialSubscriptionRequest): Promise<PendingSubscription>;
  /** The subscription once its card is confirmed and when it is this user's; null when unknown, someone else's or not confirmed (POST /api/subscription/activate). */
  confirmedSubscription(subscriptionId: string, userId: string): Promise<CompletedCheckout | null>;
}

/**
 * What an adapter throws when the provider could not be reached or refused a
 * call: nothing was charged or changed. The HTTP edge answers it with
 * `subscriptions.provider-failed`; its message is for the log only.
 */
export class BillingProviderError extends Error {
  override readonly name = 'BillingProviderError';
}
