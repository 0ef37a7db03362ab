import type { UpgradeBody } from '../../../../contracts/accounts';
import type { Clock, Result } from '../../../shared/kernel';
import type { RateLimitRules } from '../domain/rate-limit';
import { rateLimited, type RateLimited } from './accounts-results';
import { openAccount, type OpenAccountFailure, type SignedIn } from './open-account';
import type { AccountsStore } from './ports/accounts-store.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';

export interface UpgradeAccountInput {
  body: UpgradeBody;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * `POST /api/auth/upgrade` (spec 1 §4 "anonymous becomes registered through
 * upgrade"): the device's anonymous user (made now if the device was never
 * seen) becomes a registered account with the same id; profile fields left
 * out keep what the anonymous profile holds. Counts against the registration
 * limit, since it creates an account.
 */
export class UpgradeAccountUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'register-ip'>,
    private readonly clock: Clock,
  ) {}

  async execute({ body, ip, userAgent }: UpgradeAccountInput): Promise<Result<SignedIn, OpenAccountFailure> | RateLimited> {
    const now = this.clock.now();
    const allowed = await this.limiter.consume(this.limits['register-ip'], ip, now);
    if (!allowed.allowed) return rateLimited(allowed.retryAfterSeconds);

    const { password, deviceId, ...fields } = body;
    const passwordHash = await this.hasher.hash(password);
    return openAccount(this.store, this.tokens, {
      registration: { ...fields, passwordHash },
      deviceId,
      now,
      userAgent,
    });
  }
}
