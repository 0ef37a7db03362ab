import type { Knex } from 'knex';
import type { SessionRecord, SessionRepository } from '../application/ports/session-repository.port';
import type { UserRecord } from '../domain/user';
import { rowsOf } from '../../../shared/database/statement';
import { toUserRecord, USER_COLUMNS, type UserRow } from './user-row.mapper';

interface SessionRow {
  session_id: string;
  session_created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/**
 * Every signed-in request asks it first: one round trip for the session and
 * its user (the user's columns keep their names, the session's are prefixed),
 * SQL written once (shared/database/statement.ts).
 */
const FIND_WITH_USER_BY_TOKEN_HASH = `select auth_sessions.id as session_id, auth_sessions.last_used_at, auth_sessions.expires_at,
  auth_sessions.revoked_at, auth_sessions.created_at as session_created_at, ${USER_COLUMNS.map((column) => `users.${column}`).join(', ')}
  from auth_sessions join users on users.id = auth_sessions.user_id
  where auth_sessions.token_hash = $1
  limit 1`;

/** Sessions in `auth_sessions`; `db` is the pool or a transaction. */
export class KnexSessionRepository implements SessionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async create(session: {
    userId: string;
    tokenHash: string;
    createdAt: Date;
    lastUsedAt: Date;
    expiresAt: Date;
    userAgent?: string | undefined;
  }): Promise<void> {
    await this.db('auth_sessions').insert({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      last_used_at: session.lastUsedAt,
      expires_at: session.expiresAt,
      user_agent: session.userAgent ?? null,
    });
  }

  async findWithUserByTokenHash(tokenHash: string): Promise<{ session: SessionRecord; user: UserRecord } | undefined> {
    const [row] = await rowsOf<SessionRow & UserRow>(this.db, FIND_WITH_USER_BY_TOKEN_HASH, [tokenHash]);
    return (
      row && {
        session: {
          id: row.session_id,
          userId: row.id,
          createdAt: new Date(row.session_created_at),
          lastUsedAt: new Date(row.last_used_at),
          expiresAt: new Date(row.expires_at),
          revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
        },
        user: toUserRecord(row),
      }
    );
  }

  async touch(id: string, now: Date, notBefore: Date): Promise<void> {
    await this.db('auth_sessions').where({ id }).where('last_used_at', '<=', notBefore).update({ last_used_at: now });
  }

  async revokeByTokenHash(tokenHash: string, now: Date): Promise<void> {
    await this.db('auth_sessions').where({ token_hash: tokenHash }).whereNull('revoked_at').update({ revoked_at: now });
  }

  async revokeAllOf(userId: string, now: Date): Promise<void> {
    await this.db('auth_sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
  }
}
