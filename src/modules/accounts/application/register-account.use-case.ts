import type { RegisterBody, UpgradeBody } from '../../../../contracts/accounts';
import type { Clock, Result } from '../../../shared/kernel';
import type { RateLimitRules } from '../domain/rate-limit';
import { rateLimited, type RateLimited } from './accounts-results';
import { openAccount, type OpenAccountFailure, type SignedIn } from './open-account';
import type { AccountsStore } from './ports/accounts-store.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';

export interface RegisterAccountInput {
  /** Register (all profile fields) or upgrade (device required, profile fields optional). */
  body: RegisterBody | UpgradeBody;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * `POST /api/auth/register` and `POST /api/auth/upgrade` (spec 1 §7): creates
 * an account and signs it in. With `deviceId` the device's anonymous user
 * (made now if the device was never seen) becomes the account, same id, so its
 * progress stays; profile fields an upgrade leaves out keep what the anonymous
 * profile holds. Both count against the per-IP registration limit
 * (SECURITY.md "brute force"), since both create an account.
 */
export class RegisterAccountUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'register-ip'>,
    private readonly clock: Clock,
  ) {}

  async execute({ body, ip, userAgent }: RegisterAccountInput): Promise<Result<SignedIn, OpenAccountFailure | RateLimited>> {
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
