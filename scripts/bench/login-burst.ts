/**
 * How many of a burst of parallel logins answer 503 while the CPU is busy (not
 * a test: it measures). For each acquire timeout given, it starts the app
 * in-process on a fresh test database, registers the accounts, starts CPU
 * burners, then sends ROUNDS bursts of PARALLEL logins and counts the answers.
 *
 *   UV_THREADPOOL_SIZE=4 npx tsx scripts/bench/login-burst.ts 1000 2000
 *   UV_THREADPOOL_SIZE=8 BURNERS=10 PARALLEL=40 ROUNDS=5 npx tsx scripts/bench/login-burst.ts 1000 2000 3000
 *
 * UV_THREADPOOL_SIZE must be in the environment: libuv reads it when its pool starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../src/app/bootstrap';
import { loadConfig } from '../../src/app/config';
import { startTestPostgres } from '../../src/app/database/testing/test-postgres';

const BURNERS = Number(process.env.BURNERS ?? 10);
const PARALLEL = Number(process.env.PARALLEL ?? 40);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const timeouts = process.argv.slice(2).map(Number);
const PASSWORD = 'correct horse battery';
const generous = { limit: 1_000_000, windowSeconds: 60 };

async function post(url: string, body: unknown): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.text();
  return res.status;
}

async function measure(acquireTimeoutMs: number, adminUrl: () => Promise<{ url: string; drop(): Promise<void> }>) {
  const database = await adminUrl();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-burst-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PORT: '0', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseConnectTimeoutMs: acquireTimeoutMs,
    rateLimitOverrides: { 'login-ip': generous, 'login-account': generous, 'register-ip': generous },
  };
  const app = await startApp(config, { database: { migrate: false, connectTimeoutMs: acquireTimeoutMs } });
  const emails: string[] = [];
  for (let i = 0; i < PARALLEL; i += 1) {
    const tag = `${process.pid}_${acquireTimeoutMs}_${i}`;
    const email = `burst_${tag}@example.com`;
    const status = await post(`${app.url}/api/auth/register`, {
      username: `burst${i}_${acquireTimeoutMs}`.slice(0, 20),
      email,
      password: PASSWORD,
      name: 'Burst Traveller',
      age: 35,
      heightCm: 175,
      weightKg: 72,
      gender: 'prefer_not_to_say',
      fitnessGoal: 'general_fitness',
    });
    if (status !== 201) throw new Error(`register answered ${status}`);
    emails.push(email);
  }
  const burners: ChildProcess[] = Array.from({ length: BURNERS }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const counts: Record<string, number> = {};
  const durations: number[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the load build up
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const statuses = await Promise.all(
        emails.map((email) => post(`${app.url}/api/auth/login`, { email, password: PASSWORD }).catch(() => -1)),
      );
      durations.push(performance.now() - started);
      for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    }
  } finally {
    for (const burner of burners) burner.kill('SIGKILL');
  }
  const load = os.loadavg()[0]!.toFixed(1);
  await app.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
  console.log(
    `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'} acquire ${acquireTimeoutMs} ms, ${BURNERS} burners, load ${load}: ` +
      `${ROUNDS}×${PARALLEL} logins → ${JSON.stringify(counts)}, slowest burst ${Math.round(Math.max(...durations))} ms`,
  );
}

const postgres = await startTestPostgres();
try {
  for (const timeout of timeouts.length > 0 ? timeouts : [1000]) await measure(timeout, () => postgres.createDatabase());
} finally {
  await postgres.stop();
}
