import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface StartupResult {
  firstStartMs: number;
  secondStartMs: number;
}

const root = path.resolve(import.meta.dirname, '../..');

/** Milliseconds from spawning `npm start` to `/readyz` answering 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const pgPort = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so npm, tsx and PostgreSQL are stopped together
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`/readyz did not answer 200 within 120 s:\n${output.slice(-2000)}`);
  } finally {
    await stop(child);
  }
}

/** SIGTERM to the child's own process group (graceful shutdown), SIGKILL after 20 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
  // Give the group's other members (PostgreSQL) a moment to finish their own shutdown.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** First start on an empty data folder (initdb, migrations, seeds), then a second start on the same folder. */
export async function benchStartup(): Promise<StartupResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-bench-'));
  // mkdtemp makes it 0700; PostgreSQL runs as the `postgres` user when we are root.
  await chmod(dataDir, 0o755);
  try {
    const firstStartMs = await timeStart(dataDir);
    const secondStartMs = await timeStart(dataDir);
    return { firstStartMs, secondStartMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
