import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { RateLimitRules } from '../domain/rate-limit';
import { rateLimited, type RateLimited } from './accounts-results';
import type { AccountsStore } from './ports/accounts-store.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';

export interface ResetPasswordInput {
  resetToken: string;
  newPassword: string;
  ip: string;
}

/**
 * `POST /api/auth/reset-password`: a valid reset token sets the new password
 * and, in the same transaction, is used up, every other pending reset of the
 * user stops working and every session of the user is signed out.
 */
export class ResetPasswordUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'reset-password-ip'>,
    private readonly clock: Clock,
  ) {}

  async execute({ resetToken, newPassword, ip }: ResetPasswordInput): Promise<Result<void, 'accounts.invalid-reset-token' | RateLimited>> {
    const now = this.clock.now();
    const allowed = await this.limiter.consume(this.limits['reset-password-ip'], ip, now);
    if (!allowed.allowed) return rateLimited(allowed.retryAfterSeconds);

    // Hashed before the transaction so no row stays locked while argon2 works.
    const passwordHash = await this.hasher.hash(newPassword);
    const tokenHash = this.tokens.hashOf(resetToken);
    return this.store.transaction<void, 'accounts.invalid-reset-token'>(async (tx) => {
      const userId = await tx.resetTokens.consume(tokenHash, now);
      if (!userId) return fail('accounts.invalid-reset-token');
      await tx.users.setPasswordHash(userId, passwordHash);
      await tx.resetTokens.invalidateAllOf(userId, now);
      await tx.sessions.revokeAllOf(userId, now);
      return ok(undefined);
    });
  }
}
