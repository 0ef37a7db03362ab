import type { AccountType, User } from '../../../../contracts/accounts';
import type { Result } from '../../../shared/kernel';

/** Who is calling, once their credentials have been checked. */
export interface Viewer {
  userId: string;
  accountType: AccountType;
  /** `session`: a valid bearer token; `device`: an anonymous device id. */
  via: 'session' | 'device';
}

/** The credentials a request may carry; both optional. */
export interface IdentityClaims {
  /** The raw `Authorization` header value. */
  authorization?: string | undefined;
  /** `x-device-id` header or `uid` query parameter. */
  deviceId?: string | undefined;
}

export type IdentifyFailure =
  /** No credentials, or an invalid/expired/revoked token. */
  | 'accounts.authentication-required'
  /** The device id belongs to a registered account: a device can never act for it. */
  | 'accounts.device-linked';

/**
 * What other modules may ask of accounts. A bearer token, when present, must be
 * valid and wins; otherwise a device id identifies an anonymous user, created
 * on first sight with the spec's defaults.
 */
export interface AccountsFacade {
  identify(claims: IdentityClaims): Promise<Result<Viewer, IdentifyFailure>>;
  /** The public view of a user, or undefined when there is no such user. */
  userById(userId: string): Promise<User | undefined>;
}
