import type { Knex } from 'knex';
import type { PendingReset, ResetTokenRepository } from '../application/ports/reset-token-repository.port';

/** Pending resets in `password_reset_tokens`; `db` is the pool or a transaction. */
export class KnexResetTokenRepository implements ResetTokenRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async mailOnce(token: PendingReset, mail: () => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const stored = await trx('password_reset_tokens')
        .insert({
          user_id: token.userId,
          token_hash: token.tokenHash,
          request_id: token.requestId,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
        })
        // The request's row is there already: its mail went out (a revealed development token is the same row).
        .onConflict()
        .ignore()
        .returning<{ id: string }[]>('id');
      if (stored.length === 0) return false;
      await mail();
      return true;
    });
  }

  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    // One guarded statement: of two parallel uses of one token, exactly one gets the row.
    const [row] = await this.db('password_reset_tokens')
      .where({ token_hash: tokenHash })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now })
      .returning<{ user_id: string }[]>('user_id');
    return row?.user_id;
  }

  async invalidateAllOf(userId: string, now: Date): Promise<void> {
    await this.db('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: now });
  }
}
