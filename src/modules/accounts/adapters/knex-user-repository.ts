import type { Knex } from 'knex';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { ProfileFields, Registration, UserRecord } from '../domain/user';
import type { UniqueViolation, UserRepository } from '../application/ports/user-repository.port';
import { CHECK_VIOLATION, isTakenIdentity, pgErrorOf } from './pg-errors';
import { profileColumns, registrationColumns, toUserRecord, USER_COLUMNS, type UserRow } from './user-row.mapper';

/** Users in PostgreSQL; `db` is the pool or a transaction. */
export class KnexUserRepository implements UserRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db('users').where({ id }).first<UserRow | undefined>(USER_COLUMNS);
    return row && toUserRecord(row);
  }

  async findByDeviceId(deviceId: string, options: { forUpdate?: boolean } = {}): Promise<UserRecord | undefined> {
    const query = this.db('users').where({ device_id: deviceId }).first<UserRow | undefined>(USER_COLUMNS);
    const row = await (options.forUpdate ? query.forUpdate() : query);
    return row && toUserRecord(row);
  }

  async findAccountByEmail(email: string): Promise<UserRecord | undefined> {
    const row = await this.db('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNot({ account_type: 'anonymous' })
      .first<UserRow | undefined>(USER_COLUMNS);
    return row && toUserRecord(row);
  }

  async ensureDeviceUser(deviceId: string, id: string): Promise<UserRecord> {
    // Two first requests of one device: one inserts, the other waits on the unique index and does nothing.
    await this.db('users').insert({ id, device_id: deviceId }).onConflict('device_id').ignore();
    const user = await this.findByDeviceId(deviceId);
    if (!user) throw new Error('device user vanished right after it was ensured');
    return user;
  }

  async insertAccount(registration: Registration, deviceId: string | undefined): Promise<Result<UserRecord, UniqueViolation>> {
    return this.takenAsFailure(async () => {
      const [row] = await this.db('users')
        .insert({ ...registrationColumns(registration), device_id: deviceId ?? null })
        .returning<UserRow[]>(USER_COLUMNS);
      return row!;
    });
  }

  async registerAnonymous(id: string, registration: Registration): Promise<Result<UserRecord, UniqueViolation>> {
    return this.takenAsFailure(async () => {
      const [row] = await this.db('users')
        .where({ id, account_type: 'anonymous' })
        .update(registrationColumns(registration))
        .returning<UserRow[]>(USER_COLUMNS);
      if (!row) throw new Error('the anonymous user to register is gone or no longer anonymous');
      return row;
    });
  }

  async updateProfile(id: string, fields: ProfileFields): Promise<UserRecord | undefined> {
    const columns = profileColumns(fields);
    if (Object.keys(columns).length === 0) return this.findById(id);
    try {
      const [row] = await this.db('users').where({ id }).update(columns).returning<UserRow[]>(USER_COLUMNS);
      return row && toUserRecord(row);
    } catch (error) {
      // The contract checks every range first; a CHECK failing here means the rules drifted apart.
      if (pgErrorOf(error).code === CHECK_VIOLATION) return undefined;
      throw error;
    }
  }

  async replaceAvatarUrl(id: string, avatarUrl: string): Promise<{ user: UserRecord; previousAvatarUrl: string | null } | undefined> {
    const result = await this.db.raw<{ rows: (UserRow & { previous_avatar_url: string | null })[] }>(
      `with previous as (select id, avatar_url from users where id = ? for update)
       update users set avatar_url = ? from previous where users.id = previous.id
       returning ${USER_COLUMNS.map((c) => `users.${c}`).join(', ')}, previous.avatar_url as previous_avatar_url`,
      [id, avatarUrl],
    );
    const row = result.rows[0];
    return row && { user: toUserRecord(row), previousAvatarUrl: row.previous_avatar_url };
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db('users').where({ id }).update({ password_hash: passwordHash });
  }

  private async takenAsFailure(write: () => Promise<UserRow>): Promise<Result<UserRecord, UniqueViolation>> {
    try {
      return ok(toUserRecord(await write()));
    } catch (error) {
      if (isTakenIdentity(error)) return fail('accounts.registration-failed');
      throw error;
    }
  }

  async touchAnonymous(id: string, now: Date, notBefore: Date): Promise<void> {
    await this.db('users').where({ id, account_type: 'anonymous' }).where('last_seen_at', '<', notBefore).update({ last_seen_at: now });
  }

  async purgeAnonymous(before: Date, batch: number): Promise<number> {
    const stale = this.db('users').select('id').where({ account_type: 'anonymous' }).where('last_seen_at', '<', before).limit(batch);
    return this.db('users').whereIn('id', stale).where({ account_type: 'anonymous' }).delete();
  }
}
