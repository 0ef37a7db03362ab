import { ok, type Clock, type Result } from '../../../shared/kernel';
import { passwordResetRequested } from '../domain/password-reset-requested.event';
import type { RateLimitRules } from '../domain/rate-limit';
import { normalizeEmail } from '../domain/user';
import { rateLimited, type RateLimited } from './accounts-results';
import type { MailLocale } from './password-reset-mail';
import type { AccountsStore } from './ports/accounts-store.port';
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

/**
 * `POST /api/auth/request-reset`. The answer is the same, after the same work,
 * whether or not the account exists (SECURITY.md "enumeration", ADR 0022): the
 * request never even looks the address up. It counts the attempt and records
 * one `accounts.password-reset-requested` event; after the answer, the job
 * queue looks the account up, makes the single-use link and mails it. The
 * development token, when revealed, is issued here on both paths, so for an
 * unknown address it is a decoy that works nowhere.
 */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'request-reset-ip' | 'request-reset-email'>,
    private readonly revealToken: boolean,
    private readonly clock: Clock,
  ) {}

  async execute({ email, ip, locale }: RequestPasswordResetInput): Promise<Result<ResetRequested, RateLimited>> {
    const now = this.clock.now();
    const byIp = await this.limiter.consume(this.limits['request-reset-ip'], ip, now);
    if (!byIp.allowed) return rateLimited(byIp.retryAfterSeconds);
    const address = normalizeEmail(email);
    const byEmail = await this.limiter.consume(this.limits['request-reset-email'], address, now);
    if (!byEmail.allowed) return rateLimited(byEmail.retryAfterSeconds);

    const revealed = this.revealToken ? this.tokens.issue().token : undefined;
    await this.store.transaction(async (tx) => {
      await tx.events.record(passwordResetRequested(address, locale, revealed, now));
      return ok(undefined);
    });
    return ok(revealed === undefined ? {} : { resetToken: revealed });
  }
}
