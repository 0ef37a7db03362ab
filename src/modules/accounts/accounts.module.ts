import { ContainerModule } from 'inversify';

/**
 * Accounts: anonymous devices, registration, sign-in, sessions, password reset and profiles.
 * Owns the tables users, auth_sessions, password_reset_tokens. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const accountsModule = new ContainerModule(() => {});
