import type { SessionTimes } from '../../domain/session-policy';
import type { UserRecord } from '../../domain/user';

export interface SessionRecord extends SessionTimes {
  id: string;
  userId: string;
}

/** Server-side sign-in sessions, known only by the SHA-256 of their token. */
export interface SessionRepository {
  create(session: {
    userId: string;
    tokenHash: string;
    createdAt: Date;
    lastUsedAt: Date;
    expiresAt: Date;
    userAgent?: string | undefined;
  }): Promise<void>;
  /** The session and the user it signs in, in one read. */
  findWithUserByTokenHash(tokenHash: string): Promise<{ session: SessionRecord; user: UserRecord } | undefined>;
  /** Records a use at `now` unless one was recorded after `notBefore`. */
  touch(id: string, now: Date, notBefore: Date): Promise<void>;
  revokeByTokenHash(tokenHash: string, now: Date): Promise<void>;
  revokeAllOf(userId: string, now: Date): Promise<void>;
}
