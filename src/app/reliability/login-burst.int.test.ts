import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL_MIN } from '../database/knex';
import { useTestDatabase } from '../database/testing/test-database';
import { registration } from '../testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const db = useTestDatabase();
const root = path.resolve(import.meta.dirname, '../../..');
let app: HttpTestApp;

const generous = { limit: 100_000, windowSeconds: 3600 };
beforeAll(async () => {
  app = await startHttpTestApp(db.url, { rateLimitOverrides: { 'register-ip': generous, 'login-ip': generous } });
});
afterAll(async () => {
  await app?.stop();
});

describe('a burst of logins', () => {
  it('finds idle connections waiting: the pool keeps its minimum open from the start', async () => {
    const admin = new pg.Client({ connectionString: db.info.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ idle: number }>(
        `select count(*)::int as idle from pg_stat_activity where datname = $1 and application_name = 'travelfit' and state = 'idle'`,
        [db.name],
      );
      expect(rows[0]?.idle).toBeGreaterThanOrEqual(DEFAULT_POOL_MIN);
    } finally {
      await admin.end();
    }
  });

  it('answers all of 40 parallel logins (no 503) on this busy machine', async () => {
    const accounts = [];
    for (let i = 0; i < 40; i += 1) {
      const body = registration();
      expect((await app.call('/api/auth/register', { method: 'POST', body })).status).toBe(201);
      accounts.push(body);
    }
    const statuses = await Promise.all(
      accounts.map(
        async ({ email, password }) => (await app.call('/api/auth/login', { method: 'POST', body: { email, password } })).status,
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('runs with a libuv pool of 8 threads wherever the app is started: npm start and the image set it', async () => {
    const scripts = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/^UV_THREADPOOL_SIZE=\$\{UV_THREADPOOL_SIZE:-8\} /);
    expect(await readFile(path.join(root, 'Dockerfile'), 'utf8')).toMatch(/UV_THREADPOOL_SIZE=8/);
  });
});
