import type { EventSubscriber } from '../../../shared/kernel';
import { resetLink, resetTokenExpiry } from '../domain/password-reset';
import { PASSWORD_RESET_REQUESTED, type PasswordResetRequested } from '../domain/password-reset-requested.event';
import { passwordResetMail } from './password-reset-mail';
import type { AccountsRepositories } from './ports/accounts-store.port';
import type { Mailer } from './ports/mailer.port';
import type { TokenFactory } from './ports/token-factory.port';

/**
 * Mails the reset link asked for, after the answer (ADR 0022): nothing when no
 * account has the address; otherwise a single-use link valid 30 minutes from
 * the request. The link's token is made here (only its hash is stored), so the
 * job table never holds a live link; a revealed development token is used as
 * given. A retry after a failure stores the same revealed token only once.
 */
export function sendResetLink(
  store: Pick<AccountsRepositories, 'users' | 'resetTokens'>,
  tokens: TokenFactory,
  mailer: Mailer,
  publicOrigin: string,
): EventSubscriber<PasswordResetRequested> {
  return {
    event: PASSWORD_RESET_REQUESTED,
    subscriber: 'accounts.send-reset-link',
    async handle({ payload, occurredAt }) {
      const user = await store.users.findAccountByEmail(payload.email);
      if (!user?.email) return;
      const token = payload.revealedToken ?? tokens.issue().token;
      await store.resetTokens.create({
        userId: user.id,
        tokenHash: tokens.hashOf(token),
        createdAt: occurredAt,
        expiresAt: resetTokenExpiry(occurredAt),
      });
      await mailer.send(passwordResetMail(user.email, resetLink(publicOrigin, token), payload.locale));
    },
  };
}
