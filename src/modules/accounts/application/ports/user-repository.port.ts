import type { Result } from '../../../../shared/kernel';
import type { ProfileFields, Registration, UserRecord } from '../../domain/user';

/** A unique e-mail or username is already taken (the caller must not say which). */
export type UniqueViolation = 'accounts.registration-failed';

/** Reads and writes users. Inside a transaction, `forUpdate` reads lock the row until it ends. */
export interface UserRepository {
  findById(id: string): Promise<UserRecord | undefined>;
  findByDeviceId(deviceId: string, options?: { forUpdate?: boolean }): Promise<UserRecord | undefined>;
  /** A registered (or pro) account by e-mail, case-insensitively. */
  findAccountByEmail(email: string): Promise<UserRecord | undefined>;
  /**
   * The device's user, created as anonymous (metric, no subscription) with the
   * id `id` when the device is new. Safe under races: two first requests of one
   * device make one user.
   */
  ensureDeviceUser(deviceId: string, id: string): Promise<UserRecord>;
  /** A new registered user, with the device id when given. */
  insertAccount(registration: Registration, deviceId: string | undefined): Promise<Result<UserRecord, UniqueViolation>>;
  /** The anonymous user `id` becomes registered, keeping its id (and so its progress). */
  registerAnonymous(id: string, registration: Registration): Promise<Result<UserRecord, UniqueViolation>>;
  /** Changes only the given fields; undefined when there is no such user. */
  updateProfile(id: string, fields: ProfileFields): Promise<UserRecord | undefined>;
  /** Sets the avatar and answers the user with the URL it replaced, atomically; undefined when there is no such user. */
  replaceAvatarUrl(id: string, avatarUrl: string): Promise<{ user: UserRecord; previousAvatarUrl: string | null } | undefined>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Records that the anonymous user used the app at `now`, unless that was recorded after `notBefore`. */
  touchAnonymous(id: string, now: Date, notBefore: Date): Promise<void>;
  /** Deletes up to `batch` anonymous users not seen since `before` (their progress goes with them); answers how many. */
  purgeAnonymous(before: Date, batch: number): Promise<number>;
}
