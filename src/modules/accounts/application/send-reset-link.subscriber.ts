import type { Clock, EventSubscriber } from '../../../shared/kernel';
import { resetLink, resetTokenExpiry } from '../domain/password-reset';
import { PASSWORD_RESET_REQUESTED, type PasswordResetRequested } from '../domain/password-reset-requested.event';
import { passwordResetMail } from './password-reset-mail';
import type { AccountsRepositories } from './ports/accounts-store.port';
import type { Mailer } from './ports/mailer.port';
import type { TokenFactory } from './ports/token-factory.port';

/**
 * Retries of a mail the server refused: from 10 s, doubling up to 10 min, eight
 * times, which spans the link's 30 minutes; after that the link would be dead.
 */
const RESET_MAIL_DELIVERIES = { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true } as const;

/**
 * Mails the reset link asked for, after the answer (ADR 0022): nothing when no
 * account has the address; otherwise a single-use link valid 30 minutes from
 * the request. The link's token is made here (only its hash is stored), so the
 * job table never holds a live link; a revealed development token is used as
 * given. Once per request (ADR 0052): the token is stored in the transaction
 * that sends the mail, keyed by the request's event, so a refused mail stores
 * nothing and is retried by the queue, and a delivery that comes again after
 * the mail went out sends nothing. A link expired before it could be sent is
 * not sent.
 */
export function sendResetLink(
  store: Pick<AccountsRepositories, 'users' | 'resetTokens'>,
  tokens: TokenFactory,
  mailer: Mailer,
  publicOrigin: string,
  clock: Clock,
): EventSubscriber<PasswordResetRequested> {
  return {
    event: PASSWORD_RESET_REQUESTED,
    subscriber: 'accounts.send-reset-link',
    deliveries: RESET_MAIL_DELIVERIES,
    async handle({ id, payload, occurredAt }) {
      const expiresAt = resetTokenExpiry(occurredAt);
      if (clock.now() >= expiresAt) return;
      const user = await store.users.findAccountByEmail(payload.email);
      if (!user?.email) return;
      const token = payload.revealedToken ?? tokens.issue().token;
      const mail = passwordResetMail(user.email, resetLink(publicOrigin, token), payload.locale);
      await store.resetTokens.mailOnce(
        { requestId: id, userId: user.id, tokenHash: tokens.hashOf(token), createdAt: occurredAt, expiresAt },
        () => mailer.send(mail),
      );
    },
  };
}
