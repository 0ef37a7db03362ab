/** The accounts module's only public door: other modules import nothing else. */
export { accountsModule } from './accounts.module';
export { AccountsTokens } from './accounts.tokens';
export type { AccountsFacade, IdentityClaims, IdentifyFailure, Viewer } from './application/accounts.facade';
export { ACCOUNT_OPENED, type AccountOpened } from './domain/account-opened.event';
