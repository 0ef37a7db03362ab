import { DEVICE_ID_PATTERN } from '../../../../contracts/accounts';
import { fail, ok, type Clock, type IdentifyFailure, type IdentityClaims, type Result, type Viewer } from '../../../shared/kernel';
import { parseBearer } from '../domain/credentials';
import { needsTouch, sessionState, SESSION_TOUCH_INTERVAL_MS } from '../domain/session-policy';
import { isRegistered, type UserRecord } from '../domain/user';
import type { AccountsStore } from './ports/accounts-store.port';
import type { TokenFactory } from './ports/token-factory.port';

/** A viewer as the accounts module sees it: with the user record it was read from, so its own use cases read it once. */
export interface AccountViewer extends Viewer {
  user: UserRecord;
}

/**
 * Who is calling (DECISIONS.md "Identity and storage", SECURITY.md "sessions").
 * A bearer token, when sent, must be a live session and wins; a bad one is
 * refused even if a device id is sent too, so a stale token never silently
 * turns a person into an anonymous device. Otherwise the device id names an
 * anonymous user, created on first sight; a device linked to an account can
 * never act for it.
 */
export class IdentifyViewerUseCase {
  constructor(
    private readonly store: AccountsStore,
    private readonly tokens: TokenFactory,
    private readonly clock: Clock,
    /** Lowercased e-mails of the administrators (ADMIN_EMAILS). */
    private readonly adminEmails: readonly string[],
  ) {}

  async execute(claims: IdentityClaims): Promise<Result<AccountViewer, IdentifyFailure>> {
    const authorization = claims.authorization?.trim();
    if (authorization) return this.bySession(authorization);
    if (claims.deviceId) return this.byDevice(claims.deviceId);
    return fail('accounts.authentication-required');
  }

  private async bySession(authorization: string): Promise<Result<AccountViewer, IdentifyFailure>> {
    const token = parseBearer(authorization);
    if (!token) return fail('accounts.authentication-required');
    const session = await this.store.sessions.findByTokenHash(this.tokens.hashOf(token));
    const now = this.clock.now();
    if (!session || sessionState(session, now) !== 'active') return fail('accounts.authentication-required');
    const user = await this.store.users.findById(session.userId);
    if (!user || !isRegistered(user.accountType)) return fail('accounts.authentication-required');
    if (needsTouch(session.lastUsedAt, now)) {
      await this.store.sessions.touch(session.id, now, new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS));
    }
    const isAdmin = user.email !== null && this.adminEmails.includes(user.email.toLowerCase());
    return ok({ userId: user.id, accountType: user.accountType, via: 'session', isAdmin, user });
  }

  private async byDevice(deviceId: string): Promise<Result<AccountViewer, IdentifyFailure>> {
    // The HTTP contract refuses malformed ids with 400; other callers get no identity from one.
    if (!DEVICE_ID_PATTERN.test(deviceId)) return fail('accounts.authentication-required');
    const user = (await this.store.users.findByDeviceId(deviceId)) ?? (await this.store.users.ensureDeviceUser(deviceId));
    if (isRegistered(user.accountType)) return fail('accounts.device-linked');
    return ok({ userId: user.id, accountType: user.accountType, via: 'device', isAdmin: false, user });
  }
}
