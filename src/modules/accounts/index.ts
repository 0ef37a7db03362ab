/** The accounts module's only public door: other modules import nothing else. */
export { accountsModule, type AccountsModuleConfig } from './accounts.module';
export { AccountsTokens } from './accounts.tokens';
export { createAccounts, type Accounts, type AccountsConfig, type AccountsDeps } from './create-accounts';
export type { AccountsFacade } from './application/accounts.facade';
export type { Mailer, MailMessage } from './application/ports/mailer.port';
export type { SubscriptionStandingReader } from './application/ports/subscription-standing.port';
export type { SubscriptionStanding } from './domain/user';
export type { RateLimitOverride, RateLimitDecision } from './domain/rate-limit';
export type { RateLimits } from './application/rate-limits.facade';
export { ACCOUNT_OPENED, type AccountOpened } from './domain/account-opened.event';
