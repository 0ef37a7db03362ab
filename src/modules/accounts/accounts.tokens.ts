import type { ServiceIdentifier } from 'inversify';
import type { AccountsFacade } from './application/accounts.facade';

export const AccountsTokens = {
  /** Public facade: identify a request, read a user. */
  Facade: Symbol.for('accounts.Facade') as ServiceIdentifier<AccountsFacade>,
} as const;
