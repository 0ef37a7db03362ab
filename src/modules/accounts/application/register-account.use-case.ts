import type { RegisterBody, UpgradeBody } from '../../../../contracts/accounts';
import { ok, type Clock, type Result } from '../../../shared/kernel';
import type { RateLimitRules } from '../domain/rate-limit';
import { rateLimited, type RateLimited } from './accounts-results';
import type { LoggedIn } from './login.use-case';
import { openAccount, type OpenAccountFailure } from './open-account';
import type { AccountsStore } from './ports/accounts-store.port';
import type { KnownDeviceRepository } from './ports/known-device-repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';
import { rememberDevice } from './remember-device';

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
 * (SECURITY.md "brute force"), since both create an account. The browser
 * becomes a known device of the account, as after a sign-in.
 */
export class RegisterAccountUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly devices: KnownDeviceRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'register-ip'>,
    private readonly clock: Clock,
  ) {}

  async execute({ body, ip, userAgent }: RegisterAccountInput): Promise<Result<LoggedIn, OpenAccountFailure | RateLimited>> {
    const now = this.clock.now();
    const allowed = await this.limiter.consume(this.limits['register-ip'], ip, now);
    if (!allowed.allowed) return rateLimited(allowed.retryAfterSeconds);

    const { password, deviceId, ...fields } = body;
    const passwordHash = await this.hasher.hash(password);
    const opened = await openAccount(this.store, this.tokens, {
      registration: { ...fields, passwordHash },
      deviceId,
      now,
      userAgent,
    });
    if (!opened.ok) return opened;
    return ok({ ...opened.value, newKnownDevice: await rememberDevice(this.devices, this.tokens, opened.value.user.id, now) });
  }
}
