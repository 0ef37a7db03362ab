import type { ServiceIdentifier } from 'inversify';
import type { AccountsFacade } from './application/accounts.facade';
import type { Mailer } from './application/ports/mailer.port';
import type { RateLimits } from './application/rate-limits.facade';
import type { SubscriptionStandingReader } from './application/ports/subscription-standing.port';

export const AccountsTokens = {
  /** Public facade: identify a request, read a user. */
  Facade: Symbol.for('accounts.Facade') as ServiceIdentifier<AccountsFacade>,
  /** The app's sliding-window rate limits (ADR 0021), for limits other modules name. */
  RateLimits: Symbol.for('accounts.RateLimits') as ServiceIdentifier<RateLimits>,
  /** How the app's e-mails leave: SMTP when configured, else the log (chosen by config; tests may rebind it). */
  Mailer: Symbol.for('accounts.Mailer') as ServiceIdentifier<Mailer>,
  /**
   * Where a traveller stands with their subscription. Declared by accounts,
   * bound by the subscriptions module to its entitlements (ADR 0007).
   */
  SubscriptionStanding: Symbol.for('accounts.SubscriptionStanding') as ServiceIdentifier<SubscriptionStandingReader>,
} as const;
