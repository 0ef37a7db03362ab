import { DEVICE_ID_PATTERN } from '../../../../contracts/accounts';
import { fail, ok, type Clock, type IdentifyFailure, type IdentityClaims, type Result, type Viewer } from '../../../shared/kernel';
import { parseBearer } from '../domain/credentials';
import { deviceUserId, unsavedDeviceUser } from './device-user';
import type { RateLimitRules } from '../domain/rate-limit';
import { needsTouch, sessionState, SESSION_TOUCH_INTERVAL_MS } from '../domain/session-policy';
import { isRegistered, type UserRecord } from '../domain/user';
import { rateLimited } from './accounts-results';
import type { AccountsStore } from './ports/accounts-store.port';
import type { RateLimiter } from './ports/rate-limiter.port';
import type { TokenFactory } from './ports/token-factory.port';

/** A device's use is recorded at most once a day (for the purge of anonymous users without activity). */
const DEVICE_TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A viewer as the accounts module sees it: with the user record it was read from, so its own use cases read it once. */
export interface AccountViewer extends Viewer {
  user: UserRecord;
}

/**
 * Who is calling (DECISIONS.md "Identity and storage", SECURITY.md "sessions").
 * A bearer token, when sent, must be a live session and wins; a bad one is
 * refused even if a device id is sent too, so a stale token never silently
 * turns a person into an anonymous device. Otherwise the device id names an
 * anonymous user; a device linked to an account can never act for it.
 *
 * A device is stored only on its first write (ADR 0006): a read from a device
 * never seen answers a fresh anonymous profile with the id the device will
 * keep, and storing new devices is limited per address (`device-ip`).
 */
export class IdentifyViewerUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly tokens: TokenFactory,
    private readonly clock: Clock,
    /** Lowercased e-mails of the administrators (ADMIN_EMAILS). */
    private readonly adminEmails: readonly string[],
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<RateLimitRules, 'device-ip'>,
  ) {}

  async execute(claims: IdentityClaims): Promise<Result<AccountViewer, IdentifyFailure>> {
    const authorization = claims.authorization?.trim();
    if (authorization) return this.bySession(authorization);
    if (claims.deviceId) return this.byDevice(claims.deviceId, claims);
    return fail('accounts.authentication-required');
  }

  private async bySession(authorization: string): Promise<Result<AccountViewer, IdentifyFailure>> {
    const token = parseBearer(authorization);
    if (!token) return fail('accounts.authentication-required');
    const found = await this.store.sessions.findWithUserByTokenHash(this.tokens.hashOf(token));
    const now = this.clock.now();
    if (!found || sessionState(found.session, now) !== 'active') return fail('accounts.authentication-required');
    const { session, user } = found;
    if (!isRegistered(user.accountType)) return fail('accounts.authentication-required');
    if (needsTouch(session.lastUsedAt, now)) {
      await this.store.sessions.touch(session.id, now, new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS));
    }
    const isAdmin = user.email !== null && this.adminEmails.includes(user.email.toLowerCase());
    return ok({ userId: user.id, accountType: user.accountType, via: 'session', isAdmin, deviceId: user.deviceId, user });
  }

  private async byDevice(deviceId: string, claims: IdentityClaims): Promise<Result<AccountViewer, IdentifyFailure>> {
    // The HTTP contract refuses malformed ids with 400; other callers get no identity from one.
    if (!DEVICE_ID_PATTERN.test(deviceId)) return fail('accounts.authentication-required');
    const now = this.clock.now();
    const found = await this.store.users.findByDeviceId(deviceId);
    let user: UserRecord;
    if (found) {
      user = found;
      if (!isRegistered(found.accountType))
        await this.store.users.touchAnonymous(found.id, now, new Date(now.getTime() - DEVICE_TOUCH_INTERVAL_MS));
    } else if (!claims.writes) {
      user = unsavedDeviceUser(deviceId, now);
    } else {
      const allowed = await this.limiter.consume(this.limits['device-ip'], claims.address ?? 'unknown', now);
      if (!allowed.allowed) return rateLimited(allowed.retryAfterSeconds);
      user = await this.store.users.ensureDeviceUser(deviceId, deviceUserId(deviceId));
    }
    if (isRegistered(user.accountType)) return fail('accounts.device-linked');
    return ok({ userId: user.id, accountType: user.accountType, via: 'device', isAdmin: false, deviceId, user });
  }
}
