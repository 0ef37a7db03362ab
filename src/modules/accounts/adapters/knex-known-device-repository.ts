import type { Knex } from 'knex';
import type { KnownDeviceRepository } from '../application/ports/known-device-repository.port';

/** `known_devices` in PostgreSQL. */
export class KnexKnownDeviceRepository implements KnownDeviceRepository {
  constructor(private readonly knex: Knex) {}

  async remember(device: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.knex('known_devices').insert({
      user_id: device.userId,
      token_hash: device.tokenHash,
      created_at: device.createdAt,
      expires_at: device.expiresAt,
    });
  }

  async isKnown(tokenHash: string, userId: string, now: Date): Promise<boolean> {
    const row = await this.knex('known_devices')
      .select<{ id: string }[]>('id')
      .where({ token_hash: tokenHash, user_id: userId })
      .where('expires_at', '>', now)
      .first();
    return row !== undefined;
  }
}
