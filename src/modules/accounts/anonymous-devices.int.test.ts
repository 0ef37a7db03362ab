import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { FixedClock } from '../../shared/kernel';
import { KnexUserRepository } from './adapters/knex-user-repository';
import { purgeAnonymousUsers } from './application/purge-anonymous-users.job';

/**
 * Anonymous devices cost a row only once they write (ADR 0006), at most
 * `device-ip` new ones per address, and rows without activity are purged.
 */
const db = useTestDatabase();
let app: HttpTestApp;
let n = 0;
const newDevice = () => `fc_${(Date.now() * 1000 + (n += 1)).toString(16).padStart(32, '0')}`;
const stored = async (deviceId: string) => (await db.knex('users').where({ device_id: deviceId }).first('id')) !== undefined;

beforeAll(async () => {
  app = await startHttpTestApp(db.url, {
    env: { TRUST_PROXY: 'loopback' },
    rateLimitOverrides: { 'device-ip': { limit: 3, windowSeconds: 3600 } },
  });
});
afterAll(async () => {
  await app?.stop();
});

const editFrom = (deviceId: string, address: string) =>
  app.call('/api/profile', { method: 'PATCH', deviceId, body: { unitSystem: 'imperial' }, headers: { 'x-forwarded-for': address } });

describe('anonymous devices', () => {
  it('are not stored while they only read, and read the same id they keep once stored', async () => {
    const deviceId = newDevice();
    const read = await app.call('/api/profile', { deviceId });
    expect(read.status).toBe(200);
    expect(await stored(deviceId)).toBe(false);

    const edited = await editFrom(deviceId, '198.51.100.20');
    expect(edited.status).toBe(200);
    expect(edited.body.user.id).toBe(read.body.id);
    expect(await stored(deviceId)).toBe(true);
  });

  it('are stored at most 3 an hour per address here, with a wait to retry, while known devices go on', async () => {
    const known = newDevice();
    expect((await editFrom(known, '198.51.100.30')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await editFrom(newDevice(), '198.51.100.30')).status).toBe(200);

    const refused = await editFrom(newDevice(), '198.51.100.30');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'accounts.rate-limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await editFrom(known, '198.51.100.30')).status).toBe(200);
    expect((await editFrom(newDevice(), '198.51.100.31')).status).toBe(200);
  });

  it('are purged with their progress after the retention period without activity; accounts and active devices stay', async () => {
    const now = new Date('2027-06-01T03:17:00Z');
    const days = (count: number) => new Date(now.getTime() - count * 24 * 60 * 60 * 1000);
    const [stale, active, account] = await db
      .knex('users')
      .insert([
        { device_id: newDevice(), last_seen_at: days(91) },
        { device_id: newDevice(), last_seen_at: days(89) },
        { username: `old_${n}`, email: `old.${n}@example.com`, password_hash: 'x', account_type: 'registered', last_seen_at: days(400) },
      ])
      .returning<{ id: string }[]>('id');
    await db.knex('points').insert({ user_id: stale!.id, total: 10 });

    await purgeAnonymousUsers(new KnexUserRepository(db.knex), new FixedClock(now), 90).run();

    const left = (await db.knex('users').whereIn('id', [stale!.id, active!.id, account!.id]).select('id')).map(
      (row: { id: string }) => row.id,
    );
    expect(left.sort()).toEqual([active!.id, account!.id].sort());
    expect(await db.knex('points').where({ user_id: stale!.id }).first()).toBeUndefined();
  });

  it('are purged by a nightly schedule on the job queue', async () => {
    const schedule = await db.knex('pgboss.schedule').where({ name: 'accounts.purge-anonymous-users' }).first('cron');
    expect(schedule).toEqual({ cron: '17 3 * * *' });
  });
});
