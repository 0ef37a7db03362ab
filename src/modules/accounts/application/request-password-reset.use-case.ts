import { ok, type Clock, type Result } from '../../../shared/kernel';
import { resetLink, resetTokenExpiry } from '../domain/password-reset';
import type { RateLimitRules } from '../domain/rate-limit';
import { normalizeEmail } from '../domain/user';
import { rateLimited, type RateLimited } from './accounts-results';
import { passwordResetMail, type MailLocale } from './password-reset-mail';
import type { AccountsStore } from './ports/accounts-store.port';
import type { Mailer } from './ports/mailer.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';

export interface RequestPasswordResetInput {
  email: string;
  ip: string;
  locale: MailLocale;
}

export interface ResetRequested {
  /** Only when the server is configured to reveal it (development and tests). */
  resetToken?: string;
}

export interface ResetRequestSettings {
  publicOrigin: string;
  revealToken: boolean;
}

/**
 * `POST /api/auth/request-reset`: mails a single-use 30-minute link to a
 * registered account's address. The answer is the same whether or not the
 * account exists (SECURITY.md "enumeration"): even the revealed development
 * token is then a decoy that works nowhere, and the mail is sent without
 * waiting so delivery time reveals nothing either.
 */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly tokens: TokenFactory,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'request-reset-ip' | 'request-reset-email'>,
    private readonly settings: ResetRequestSettings,
    private readonly clock: Clock,
  ) {}

  async execute({ email, ip, locale }: RequestPasswordResetInput): Promise<Result<ResetRequested, RateLimited>> {
    const now = this.clock.now();
    const byIp = await this.limiter.consume(this.limits['request-reset-ip'], ip, now);
    if (!byIp.allowed) return rateLimited(byIp.retryAfterSeconds);
    const address = normalizeEmail(email);
    const byEmail = await this.limiter.consume(this.limits['request-reset-email'], address, now);
    if (!byEmail.allowed) return rateLimited(byEmail.retryAfterSeconds);

    const issued = this.tokens.issue();
    const user = await this.store.users.findAccountByEmail(address);
    if (user?.email) {
      await this.store.resetTokens.create({ userId: user.id, tokenHash: issued.hash, createdAt: now, expiresAt: resetTokenExpiry(now) });
      void this.mailer.send(passwordResetMail(user.email, resetLink(this.settings.publicOrigin, issued.token), locale));
    }
    return ok(this.settings.revealToken ? { resetToken: issued.token } : {});
  }
}
