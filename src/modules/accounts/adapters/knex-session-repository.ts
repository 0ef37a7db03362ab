import type { Knex } from 'knex';
import type { SessionRecord, SessionRepository } from '../application/ports/session-repository.port';

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

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

  async findByTokenHash(tokenHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db('auth_sessions')
      .where({ token_hash: tokenHash })
      .first<SessionRow | undefined>('id', 'user_id', 'created_at', 'last_used_at', 'expires_at', 'revoked_at');
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        createdAt: new Date(row.created_at),
        lastUsedAt: new Date(row.last_used_at),
        expiresAt: new Date(row.expires_at),
        revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
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
