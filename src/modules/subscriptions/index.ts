/** The subscriptions module's only public door: other modules import nothing else. */
export { subscriptionsModule } from './subscriptions.module';
export { SubscriptionsTokens } from './subscriptions.tokens';
export type { Entitlements } from './application/entitlements.facade';
export type { Entitlement } from './domain/entitlement';
export type { BillingSettings, StripeSettings } from './application/billing-settings';
export { DEFAULT_INVITE_CODES } from './application/billing-settings';
export { planCatalogue } from './domain/plan-catalogue';
export { SUBSCRIPTION_STATUS_CHANGED, type SubscriptionStatusChanged } from './domain/subscription-status-changed.event';
export { TRIAL_REMINDER_QUEUE } from './application/trial-reminder/send-trial-reminders.job';
