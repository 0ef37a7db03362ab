/**
 * Error codes of the trial, the Pro plans and billing (spec 1 §8), with the
 * English text the server sends. The web shows its own translation for a known
 * code and the server's text otherwise.
 */
export const SUBSCRIPTION_ERRORS = {
  /** Billing is switched off (`BILLING=off`): the paywall shows the payment-unavailable card. */
  'subscriptions.billing-unavailable': 'Payment system unavailable',
  /** A trial or paid subscription is already running: one at a time. */
  'subscriptions.already-subscribed': 'You already have a subscription',
  /** A checkout session that does not exist, is not the caller's, or was never completed. */
  'subscriptions.unknown-session': 'Checkout session not found',
  /** The paywall's activation of a subscription that does not exist, is not the caller's, or whose card was never confirmed (spec 1 §8). */
  'subscriptions.unknown-subscription': 'Failed to activate subscription',
  /** Cancel, resume, portal or payment methods without a subscription to act on. */
  'subscriptions.no-subscription': 'No subscription found',
  /** The test checkout refused the card (Stripe's test card 4000 0000 0000 0002). */
  'subscriptions.card-declined': 'Your card was declined.',
  /** A card number that fails the checksum, or a past expiry date. */
  'subscriptions.card-invalid': 'Your card details are incomplete or invalid.',
  /** A test checkout already completed, cancelled or expired. */
  'subscriptions.checkout-closed': 'This checkout is no longer open',
  /** The provider could not be reached or answered an error: nothing was charged or changed. */
  'subscriptions.provider-failed': 'Failed to initialize payment. Please try again.',
  /** The provider failed while creating the paywall's subscription (spec 1 §8): nothing was created. */
  'subscriptions.create-failed': 'Failed to create subscription',
  /** The provider failed while confirming the paywall's subscription (spec 1 §8): nothing was recorded. */
  'subscriptions.activate-failed': 'Failed to activate subscription',
  /** A trial reminder's cancel link that is unknown, used already, or past its trial's end. */
  'subscriptions.invalid-cancel-link': 'This cancel link is invalid or has expired.',
} as const;

export type SubscriptionErrorCode = keyof typeof SUBSCRIPTION_ERRORS;
