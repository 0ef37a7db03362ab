import type { AccountType } from '../../../contracts/accounts';
import type { Failure, Result } from './result';

/** Who is calling, once the HTTP edge has checked their credentials. Use cases take this, never raw headers. */
export interface Viewer {
  userId: string;
  accountType: AccountType;
  /** `session`: a valid bearer token; `device`: an anonymous device id. */
  via: 'session' | 'device';
  /** A signed-in user whose e-mail is in ADMIN_EMAILS; never a device. */
  isAdmin: boolean;
  /**
   * The device id that is this traveller's own: the one a device caller used,
   * or the device a registered account was opened or upgraded from (null when
   * none). A `uid` naming any other device is not theirs (DECISIONS.md "who is who").
   */
  deviceId: string | null;
}

/** The credentials a request may carry, read once at the edge (`src/shared/http/request.ts`). */
export interface IdentityClaims {
  /** The raw `Authorization` header value. */
  authorization?: string | undefined;
  /** The device id: `x-device-id`, else `?uid=`, else the body's `deviceId`. */
  deviceId?: string | undefined;
  /** The request may write (any method but GET/HEAD/OPTIONS): only then is a new device stored. */
  writes?: boolean | undefined;
  /** The client's address, for the limit on new devices per address. */
  address?: string | undefined;
}

export type IdentifyFailure =
  /** No credentials, or an invalid/expired/revoked token. */
  | 'accounts.authentication-required'
  /** The device id belongs to a registered account: a device can never act for it (ADR 0006). */
  | 'accounts.device-linked'
  /** Too many new devices from this address: answered 429 with `Retry-After`. */
  | Failure<'accounts.rate-limited', { retryAfterSeconds: number }>;

/**
 * Turns claims into a viewer. Implemented by the accounts module and bound to
 * `CoreTokens.Viewers`, so every module's HTTP edge can identify a caller
 * without importing accounts (which depends on some of them).
 */
export interface ViewerDirectory {
  identify(claims: IdentityClaims): Promise<Result<Viewer, IdentifyFailure>>;
}
