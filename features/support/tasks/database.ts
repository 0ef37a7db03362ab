import type { Knex } from 'knex';
import type { TravelWorld } from '../world';

/**
 * What a scenario sets up or checks directly in its own database: progress
 * earned before the scenario starts, and time passing (rows are moved into the
 * past, as if the clock had moved on). Everything else goes through the app.
 */
function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  return world.app.database;
}

/** The traveller's device has earned `total` points (e.g. from workouts done before the scenario). */
export async function earnPoints(world: TravelWorld, userId: string, total: number): Promise<void> {
  await database(world)('points').insert({ user_id: userId, total }).onConflict('user_id').merge({ total });
}

/** Registered accounts (anonymous device profiles are not accounts). */
export async function countAccounts(world: TravelWorld, where: { email?: string; username?: string } = {}): Promise<number> {
  const query = database(world)('users').whereNot({ account_type: 'anonymous' });
  if (where.email !== undefined) query.whereRaw('lower(email) = lower(?)', [where.email]);
  if (where.username !== undefined) query.whereRaw('lower(username) = lower(?)', [where.username]);
  const row = await query.count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function countResetLinks(world: TravelWorld): Promise<number> {
  const row = await database(world)('password_reset_tokens').count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * Moves every time the accounts module keeps into the past by `minutes`:
 * sessions, reset links, counted attempts and known devices, as if that much time had
 * passed since they were made.
 */
export async function letTimePass(world: TravelWorld, minutes: number): Promise<void> {
  const db = database(world);
  const ago = (column: string) => db.raw(`?? - make_interval(mins => ?)`, [column, minutes]);
  await db.transaction(async (trx) => {
    await trx('auth_sessions').update({ created_at: ago('created_at'), last_used_at: ago('last_used_at'), expires_at: ago('expires_at') });
    await trx('password_reset_tokens').update({ created_at: ago('created_at'), expires_at: ago('expires_at') });
    await trx('rate_limit_hits').update({ at: ago('at') });
    await trx('known_devices').update({ created_at: ago('created_at'), expires_at: ago('expires_at') });
  });
}

/** Every session of the user is past both its idle (30 days) and absolute (90 days) expiry. */
export async function expireSessions(world: TravelWorld, userId: string): Promise<void> {
  const db = database(world);
  const updated = await db('auth_sessions')
    .where({ user_id: userId })
    .update({
      created_at: db.raw(`now() - interval '91 days'`),
      last_used_at: db.raw(`now() - interval '31 days'`),
      expires_at: db.raw(`now() - interval '1 day'`),
    });
  if (updated === 0) throw new Error('the traveller has no session to expire');
}
