import { ContainerModule } from 'inversify';

/**
 * Subscriptions: the 3-day trial, Pro plans and billing behind a BillingGateway port.
 * Owns the tables subscriptions, payment_method_cache, processed_webhook_events. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const subscriptionsModule = (): ContainerModule => new ContainerModule(() => {});
