import type { ServiceIdentifier } from 'inversify';
import type { Entitlements } from './application/entitlements.facade';

export const SubscriptionsTokens = {
  /** Public read facade: what a user's subscription entitles them to now. */
  Entitlements: Symbol.for('subscriptions.Entitlements') as ServiceIdentifier<Entitlements>,
} as const;
