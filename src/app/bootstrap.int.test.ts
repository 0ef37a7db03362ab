import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { useTestDatabase } from './database/testing/test-database';
import { startApp, type RunningApp } from './bootstrap';
import { loadConfig } from './config';

const db = useTestDatabase();
let app: RunningApp;

beforeAll(async () => {
  app = await startApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: db.url }));
});
afterAll(async () => {
  await app?.stop();
});

describe('the running app', () => {
  it('is ready while its database answers', async () => {
    const res = await fetch(`${app.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('reports not ready within about a second when the database goes away, and recovers', async () => {
    const admin = new pg.Client({ connectionString: db.info.adminUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${db.name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [db.name]);
      const down = await fetch(`${app.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ error: 'Not ready', code: 'http.not-ready' });
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${db.name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('stops accepting requests once stopped, and stopping twice is harmless', async () => {
    const other = await startApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: db.url }));
    await Promise.all([other.stop(), other.stop()]);
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
  });
});
