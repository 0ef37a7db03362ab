import type { User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { accountOpened } from '../domain/account-opened.event';
import { deviceUserId } from './device-user';
import { isRegistered, NO_SUBSCRIPTION, toPublicUser, type Registration } from '../domain/user';
import type { AccountsStore } from './ports/accounts-store.port';
import type { TokenFactory } from './ports/token-factory.port';
import { startSession } from './start-session';

/** A signed-in person: the spec's auth reply without `success`. */
export interface SignedIn {
  token: string;
  user: User;
}

export type OpenAccountFailure = 'accounts.registration-failed' | 'accounts.device-linked';

/**
 * Registration and upgrade share this story, in one transaction: with a device
 * id, the device's anonymous user (created now if the device is new) becomes
 * the account, keeping its id and so its points, sessions and badges; a device
 * already linked to an account is refused. Without one, a new account is
 * made. A taken e-mail or username is refused without saying which (the unique
 * indexes decide, so of two parallel registrations exactly one wins). An opened
 * account is announced as `accounts.account-opened`, delivered once it commits.
 */
export async function openAccount(
  store: AccountsStore,
  tokens: TokenFactory,
  request: { registration: Registration; deviceId: string | undefined; now: Date; userAgent: string | undefined },
): Promise<Result<SignedIn, OpenAccountFailure>> {
  const { registration, deviceId, now, userAgent } = request;
  return store.transaction<SignedIn, OpenAccountFailure>(async (tx) => {
    let opened;
    if (deviceId) {
      await tx.users.ensureDeviceUser(deviceId, deviceUserId(deviceId));
      const deviceUser = await tx.users.findByDeviceId(deviceId, { forUpdate: true });
      if (!deviceUser || isRegistered(deviceUser.accountType)) return fail('accounts.device-linked');
      opened = await tx.users.registerAnonymous(deviceUser.id, registration);
    } else {
      opened = await tx.users.insertAccount(registration, undefined);
    }
    if (!opened.ok) return opened;
    const token = await startSession(tx.sessions, tokens, opened.value.id, now, userAgent);
    await tx.events.record(accountOpened(opened.value.id, Boolean(deviceId), now));
    // A subscription needs a registered account, which this one became only now: it has none yet.
    return ok({ token, user: toPublicUser(opened.value, NO_SUBSCRIPTION) });
  });
}
