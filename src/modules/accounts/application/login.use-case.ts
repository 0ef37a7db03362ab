import type { LoginBody } from '../../../../contracts/accounts';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { RateLimitRule, RateLimitRules } from '../domain/rate-limit';
import { normalizeEmail } from '../domain/user';
import { rateLimited, type RateLimited } from './accounts-results';
import { rememberDevice } from './remember-device';
import type { SignedIn } from './open-account';
import type { AccountsStore } from './ports/accounts-store.port';
import type { KnownDeviceRepository } from './ports/known-device-repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';
import type { PublicUsers } from './public-users';
import { startSession } from './start-session';

export interface LoginInput {
  body: LoginBody;
  ip: string;
  userAgent?: string | undefined;
  /** The browser's known-device cookie, when it sent one. */
  knownDevice?: string | undefined;
}

/** A session, and the known-device cookie to hand the browser when it had no valid one. */
export interface LoggedIn extends SignedIn {
  newKnownDevice: string | undefined;
}

type LoginLimits = Pick<RateLimitRules, 'login-ip' | 'login-account-ip' | 'login-account' | 'login-known-device'>;

/** No user has this id: an unknown e-mail still runs the known-device lookup, so its timing matches. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * `POST /api/auth/login`. A wrong password and an unknown e-mail answer the
 * same, after the same work (an unknown e-mail is verified against a dummy
 * hash).
 *
 * Guessing is slowed down without letting anyone lock the owner out (ADR 0021,
 * SECURITY.md "brute force"):
 * - from a browser that signed in to this account before (its known-device
 *   cookie), failures count only against that browser's own budget;
 * - from anywhere else, every attempt counts against the address, and failures
 *   against the account from that address and, with a higher ceiling, against
 *   the account from everywhere.
 * Failure budgets are spent before the password is checked (so parallel
 * guesses cannot slip past a limit) and given back when it was right.
 */
/**
 * One dummy hash per hasher, made when the first login use case on it is built
 * (about 15 ms of CPU and 19 MiB each): a test process starts hundreds of apps on one hasher.
 */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

export class LoginUseCase {
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly store: AccountsStore,
    private readonly devices: KnownDeviceRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits,
    private readonly clock: Clock,
    private readonly publicUsers: PublicUsers,
  ) {
    let dummyHash = dummyHashes.get(hasher);
    if (!dummyHash) {
      dummyHash = hasher.hash(tokens.issue().token);
      // Awaited on the first unknown e-mail; this only keeps an early failure from going unhandled.
      dummyHash.catch(() => undefined);
      dummyHashes.set(hasher, dummyHash);
    }
    this.dummyHash = dummyHash;
  }

  async execute({ body, ip, userAgent, knownDevice }: LoginInput): Promise<Result<LoggedIn, 'accounts.invalid-credentials' | RateLimited>> {
    const now = this.clock.now();
    const email = normalizeEmail(body.email);
    const user = await this.store.users.findAccountByEmail(email);
    const deviceHash = knownDevice ? this.tokens.hashOf(knownDevice) : undefined;
    const known = deviceHash !== undefined && (await this.devices.isKnown(deviceHash, user?.id ?? NOBODY, now));

    const failureBudgets: [RateLimitRule, string][] = known
      ? [[this.limits['login-known-device'], `${email}|${deviceHash}`]]
      : [
          [this.limits['login-account'], email],
          [this.limits['login-account-ip'], `${email}|${ip}`],
        ];
    if (!known) {
      const byIp = await this.limiter.consume(this.limits['login-ip'], ip, now);
      if (!byIp.allowed) return rateLimited(byIp.retryAfterSeconds);
    }
    const spent = await this.spend(failureBudgets, now);
    if (!spent.ok) return spent;

    const passwordHash = user?.passwordHash ?? (await this.dummyHash);
    const right = await this.hasher.verify(passwordHash, body.password);
    if (!user?.passwordHash || !right) return fail('accounts.invalid-credentials');

    for (const [rule, subject] of failureBudgets) await this.limiter.refund(rule, subject, now);
    const token = await startSession(this.store.sessions, this.tokens, user.id, now, userAgent);
    const newKnownDevice = known ? undefined : await rememberDevice(this.devices, this.tokens, user.id, now);
    return ok({ token, user: await this.publicUsers.of(user), newKnownDevice });
  }

  /** Spends one attempt of each budget, or none: a refusal gives back what was already spent. */
  private async spend(budgets: [RateLimitRule, string][], now: Date): Promise<Result<void, RateLimited>> {
    for (const [index, [rule, subject]] of budgets.entries()) {
      const decision = await this.limiter.consume(rule, subject, now);
      if (!decision.allowed) {
        for (const [spentRule, spentSubject] of budgets.slice(0, index)) await this.limiter.refund(spentRule, spentSubject, now);
        return rateLimited(decision.retryAfterSeconds);
      }
    }
    return ok(undefined);
  }
}
