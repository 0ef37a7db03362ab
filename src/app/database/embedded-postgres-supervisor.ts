import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

/** First wait before a restart, doubled after each failed attempt up to the maximum. */
export const RESTART_BACKOFF_FIRST_MS = 250;
export const RESTART_BACKOFF_MAX_MS = 10_000;
/** How often the supervisor reads postmaster.pid for a shutdown it did not ask for. */
const SHUTDOWN_WATCH_INTERVAL_MS = 500;
/** postmaster.pid line 8 (PostgreSQL ≥ 10): `starting`, `stopping`, `ready` or `standby`. */
const PM_STATUS_LINE = 7;

export interface SupervisedPostgres {
  dataDir: string;
  port: number;
  logger?: Logger;
  /** The postmaster process now running, if any. */
  child(): ChildProcess | undefined;
  /** Starts the server again after it exited; rejects when it does not become ready. */
  restart(): Promise<void>;
}

/**
 * Keeps an embedded PostgreSQL running for the app that started it: a developer
 * or a small deployment has nobody else to restart it.
 *
 * - When the postmaster exits without `stop()` (killed, crashed, stopped by
 *   hand), it is started again after 250 ms, then 0.5 s, 1 s … up to 10 s
 *   between failed attempts (a killed server's backends may hold its shared
 *   memory for a moment). Every exit and attempt is logged.
 * - A smart shutdown (SIGTERM to the postmaster) would never finish: it waits
 *   for every session to end, and the app's pools and the job queue keep theirs
 *   open, while new connections are refused. The supervisor sees `stopping` in
 *   postmaster.pid and turns it into a fast shutdown (SIGINT), after which the
 *   restart above applies.
 */
export function superviseEmbeddedPostgres(server: SupervisedPostgres): { stop(): Promise<void> } {
  const { dataDir, port, logger } = server;
  const stopped = new AbortController();
  let restarting: Promise<void> | undefined;
  let escalated: ChildProcess | undefined;

  const watch = (child: ChildProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      if (stopped.signal.aborted) return;
      logger?.error({ dataDir, port, code, signal }, 'embedded PostgreSQL exited; restarting it');
      restarting = restartWithBackoff();
    });
  };

  const restartWithBackoff = async () => {
    for (let attempt = 1; !stopped.signal.aborted; attempt += 1) {
      const delayMs = Math.min(RESTART_BACKOFF_MAX_MS, RESTART_BACKOFF_FIRST_MS * 2 ** (attempt - 1));
      try {
        await sleep(delayMs, undefined, { signal: stopped.signal });
      } catch {
        return; // stop() during the wait
      }
      try {
        await server.restart();
        logger?.warn({ dataDir, port, attempt }, 'embedded PostgreSQL restarted');
        watch(server.child());
        return;
      } catch (error) {
        logger?.error({ dataDir, port, attempt, err: error }, 'embedded PostgreSQL did not restart; trying again');
      }
    }
  };

  const shutdownWatch = setInterval(() => {
    if (!server.child()) return;
    void postmasterStatus(dataDir).then((status) => {
      const current = server.child();
      if (status !== 'stopping' || !current || current === escalated || stopped.signal.aborted) return;
      escalated = current;
      logger?.warn({ dataDir, port }, 'embedded PostgreSQL is shutting down: finishing it fast so it can be restarted');
      current.kill('SIGINT');
    });
  }, SHUTDOWN_WATCH_INTERVAL_MS);
  shutdownWatch.unref();

  watch(server.child());
  return {
    async stop() {
      stopped.abort();
      clearInterval(shutdownWatch);
      await restarting;
    },
  };
}

async function postmasterStatus(dataDir: string): Promise<string | undefined> {
  try {
    const content = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
    return content.split('\n')[PM_STATUS_LINE]?.trim();
  } catch {
    return undefined;
  }
}
