import { spawn, type ChildProcess } from 'node:child_process';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../free-port';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Service {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The last lines it printed (its log goes to a file, not through this process). */
  tail(): Promise<string>;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  /** A TypeScript file run by Node through tsx, as `npm start` runs the app. */
  script: string;
  env: Record<string, string>;
  /** Answers 200 when the service is ready. */
  readyPath: string;
  /** Where its stdout and stderr go. */
  logFile: string;
  startTimeoutMs?: number;
}

/**
 * A server in a process of its own (so the load generator does not share its
 * event loop), on a free port given as `PORT`, its output written to a file
 * (so a busy log costs the load generator nothing); resolves when `readyPath`
 * answers 200.
 */
export async function startService({ name, script, env, readyPath, logFile, startTimeoutMs = 120_000 }: ServiceOptions): Promise<Service> {
  const port = await freePort();
  const log = await open(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log.fd, log.fd],
    detached: true, // its own process group: nothing it starts outlives it
  });
  await log.close();
  const url = `http://127.0.0.1:${port}`;
  const tail = async () => (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  const service: Service = { name, url, tail, stop: () => stop(child) };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${await tail()}`);
    const ready = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await service.stop();
  throw new Error(`${name}: ${readyPath} did not answer 200 within ${startTimeoutMs / 1000} s:\n${await tail()}`);
}

/** SIGTERM to the child's process group, SIGKILL after 15 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
