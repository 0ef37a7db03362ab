import type { LoginBody } from '../../../../contracts/accounts';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { RateLimitRules } from '../domain/rate-limit';
import { normalizeEmail, toPublicUser } from '../domain/user';
import { rateLimited, type RateLimited } from './accounts-results';
import type { SignedIn } from './open-account';
import type { AccountsStore } from './ports/accounts-store.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';
import { startSession } from './start-session';

export interface LoginInput {
  body: LoginBody;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * `POST /api/auth/login`. A wrong password and an unknown e-mail answer the
 * same, after the same work (an unknown e-mail is verified against a dummy
 * hash). Every attempt counts against the IP; against the account only failed
 * ones do: the attempt is counted before the password is checked (so parallel
 * guesses cannot slip past the limit) and given back when it succeeds.
 */
export class LoginUseCase {
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly store: AccountsStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenFactory,
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'login-ip' | 'login-account'>,
    private readonly clock: Clock,
  ) {
    this.dummyHash = hasher.hash(tokens.issue().token);
    // Awaited on the first unknown e-mail; this only keeps an early failure from going unhandled.
    this.dummyHash.catch(() => undefined);
  }

  async execute({ body, ip, userAgent }: LoginInput): Promise<Result<SignedIn, 'accounts.invalid-credentials' | RateLimited>> {
    const now = this.clock.now();
    const byIp = await this.limiter.consume(this.limits['login-ip'], ip, now);
    if (!byIp.allowed) return rateLimited(byIp.retryAfterSeconds);
    const email = normalizeEmail(body.email);
    const byAccount = await this.limiter.consume(this.limits['login-account'], email, now);
    if (!byAccount.allowed) return rateLimited(byAccount.retryAfterSeconds);

    const user = await this.store.users.findAccountByEmail(email);
    if (!user?.passwordHash) {
      await this.hasher.verify(await this.dummyHash, body.password);
      return fail('accounts.invalid-credentials');
    }
    if (!(await this.hasher.verify(user.passwordHash, body.password))) return fail('accounts.invalid-credentials');

    await this.limiter.refund(this.limits['login-account'], email, now);
    const token = await startSession(this.store.sessions, this.tokens, user.id, now, userAgent);
    return ok({ token, user: toPublicUser(user) });
  }
}
