import type { ServiceIdentifier } from 'inversify';
import type { AccountsFacade } from './application/accounts.facade';
import type { Mailer } from './application/ports/mailer.port';

export const AccountsTokens = {
  /** Public facade: identify a request, read a user. */
  Facade: Symbol.for('accounts.Facade') as ServiceIdentifier<AccountsFacade>,
  /** How the app's e-mails leave: SMTP when configured, else the log (chosen by config; tests may rebind it). */
  Mailer: Symbol.for('accounts.Mailer') as ServiceIdentifier<Mailer>,
} as const;
