import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabaseExists, EMBEDDED_DATABASE_NAME } from '../database/database';
import { findFreePort, startEmbeddedPostgres, type EmbeddedPostgresServer } from '../database/embedded-postgres';
import { probeDatabase } from '../database/readiness';
import { startAppProcesses, type AppProcesses } from '../testing/app-processes';
import { newDeviceId } from '../testing/builders';
import { freezePostgres, postmasterPid } from '../testing/frozen-postgres';
import { startHealthCheckedBalancer, type HealthCheckedBalancer } from './health-checked-balancer';
import { percentile, startSteadyLoad, type LoadResult } from './steady-load';

/**
 * The hardening faults under steady load on three app processes behind a
 * health-checked balancer (issue 16, "Faults"; the balancer is ADR 0052's),
 * on one PostgreSQL of the test's own, supervised as the embedded one is, in
 * this order: the database killed (SIGKILL to the postmaster; the supervisor
 * starts it again), frozen (SIGSTOP: a hung host, a partition), then SIGTERM
 * to one process. For the database, the issue's bounds: a request answers 503
 * within 1.5 s of the failure (a query's budget here is 0.5 s, and the app stops
 * waiting for a server that cannot answer 1 s later, then refuses at once until
 * the server answers again: unanswered-queries.ts), /readyz fails within 2 s,
 * no request hangs, every process serves again within 5 s of the database's
 * return without being restarted, and every write the app acknowledged is in
 * the database afterwards. For SIGTERM: no request is dropped. Each state is
 * waited for by polling, and the times measured are printed beside the issue's
 * bounds. Run alone on this 2-core machine they hold; beside another test file
 * (a load average of 15 to 30) timers fire seconds late, so the assertions
 * allow three times the issue's bound: they catch a hang or a wait on the old
 * path (a ROLLBACK queued behind a lost query), not a busy machine.
 */
const PROCESSES = 3;
/** The issue's bounds. */
const ANSWER_503_BOUND_MS = 1_500;
const NOT_READY_BOUND_MS = 2_000;
const RECOVERY_BOUND_MS = 5_000;
/** How much more than the issue's bound the assertions allow on this shared machine (the figures are printed). */
const BUSY_MACHINE_ALLOWANCE = 3;
/** How long the database stays frozen, once every process has said it is not ready. */
const FROZEN_FOR_MS = 2_000;
/** Longer than the balancer's check interval (200 ms) and timeout (1 s), so it sees the 503 while the process still serves. */
const GRACE_MS = 2_000;
/** The load: 8 travellers, 24 requests a second in all, half of them writes (this machine has 2 cores, shared). */
const LOAD = { travellers: 8, perSecond: 24 };
let root: string;
let postgres: EmbeddedPostgresServer;
let databaseUrl: string;
let running: AppProcesses;
let balancer: HealthCheckedBalancer;
let frozen: { thaw(): void } | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'travelfit-db-faults-'));
  await chmod(root, 0o755); // the `postgres` system user must enter it when tests run as root
  // Durable, as in production: a throw-away server (fsync and synchronous_commit off) loses acknowledged commits when killed.
  postgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), port: await findFreePort(), supervise: true });
  await ensureDatabaseExists(postgres.connectionString('postgres'), EMBEDDED_DATABASE_NAME);
  databaseUrl = postgres.connectionString(EMBEDDED_DATABASE_NAME);
  running = await startAppProcesses({
    count: PROCESSES,
    databaseUrl,
    env: { DATABASE_QUERY_TIMEOUT_MS: '500', DATABASE_CONNECT_TIMEOUT_MS: '1000', SHUTDOWN_GRACE_MS: String(GRACE_MS) },
  });
  balancer = await startHealthCheckedBalancer(running.urls);
}, 120_000);
afterAll(async () => {
  frozen?.thaw();
  await balancer?.stop();
  await running?.stop();
  await postgres?.stop();
  await rm(root, { recursive: true, force: true });
});

const dataDir = () => path.join(root, 'postgres');

const status = (url: string, init: RequestInit = {}): Promise<number> =>
  fetch(url, { ...init, signal: AbortSignal.timeout(5_000) }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => -1,
  );

/** Polls `condition` every 50 ms until it holds; answers performance.now() then. */
async function when(what: string, condition: () => Promise<boolean>, boundMs = 60_000): Promise<number> {
  const deadline = performance.now() + boundMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${boundMs} ms`);
    await sleep(50);
  }
  return performance.now();
}

/** When each process's /readyz first answered 503 (polled directly, not through the balancer). */
const notReadyAt = () =>
  Promise.all(running.urls.map((url) => when(`${url}/readyz failing`, async () => (await status(`${url}/readyz`)) === 503)));

/** When every process serves again: /readyz 200 and a write answered 200, each process asked directly. */
const servingAgainAt = () =>
  Promise.all(
    running.urls.map((url) => {
      const deviceId = newDeviceId();
      return when(`${url} serving again`, async () => {
        const ready = await status(`${url}/readyz`);
        const write = await status(`${url}/api/session/complete`, {
          method: 'POST',
          headers: { 'x-device-id': deviceId, 'content-type': 'application/json' },
          body: JSON.stringify({ durationMin: 10, context: 'hotel_room' }),
        });
        return ready === 200 && write === 200;
      });
    }),
  ).then((times) => Math.max(...times));

/**
 * Runs steady load, inflicts the fault once it is steady, and checks the
 * issue's bounds on what was measured; `fault` answers when the database is
 * back (restarted, thawed).
 */
async function underLoad(name: string, fault: (startedAt: number) => Promise<number>): Promise<void> {
  const pids = running.processes.map((process) => process.child.pid);
  const load = startSteadyLoad(balancer.url, LOAD);
  await when('steady load', async () => load.results.length >= 30);

  const faultAt = performance.now();
  const notReady = notReadyAt();
  const backAt = await fault(faultAt);
  const notReadyMs = Math.max(...(await notReady)) - faultAt;
  const recoveredMs = (await servingAgainAt()) - backAt;
  const answered = load.results.length;
  await when('load after the recovery', async () => load.results.length >= answered + 20);
  const results = await load.stop();

  const during = results.filter((result) => result.startedAt >= faultAt && result.startedAt < backAt);
  const refused = results.filter((result) => result.status === 503);
  // A request in flight when the database failed waits from the failure on, not from its own start.
  const slowest503 = Math.max(0, ...refused.map((result) => result.startedAt + result.ms - Math.max(result.startedAt, faultAt)));
  const acknowledged = acknowledgedWrites(results);
  const kept = await keptOf(acknowledged);
  const p99 = percentile(
    results.map((result) => result.ms),
    99,
  );
  console.log(
    `${name} under load (3 processes, ${results.length} requests, ${during.length} sent during the fault, p99 ${Math.round(p99)} ms): ` +
      `${refused.length} answered 503, the slowest ${Math.round(slowest503)} ms after the fault (issue: ${ANSWER_503_BOUND_MS}); ` +
      `/readyz 503 on every process after ${Math.round(notReadyMs)} ms (issue: ${NOT_READY_BOUND_MS}); ` +
      `all serving again ${Math.round(recoveredMs)} ms after the database came back (issue: ${RECOVERY_BOUND_MS}); ` +
      `${kept.length} of ${acknowledged.length} acknowledged writes kept`,
  );

  expect(results.filter((result) => result.dropped !== undefined)).toEqual([]);
  expect(
    results.filter((result) => !(result.status === 200 || result.status === 503)),
    appErrors(),
  ).toEqual<LoadResult[]>([]);
  expect(refused.length, 'no request was refused: the fault was not seen').toBeGreaterThan(0);
  expect(slowest503).toBeLessThanOrEqual(ANSWER_503_BOUND_MS * BUSY_MACHINE_ALLOWANCE);
  expect(notReadyMs).toBeLessThanOrEqual(NOT_READY_BOUND_MS * BUSY_MACHINE_ALLOWANCE);
  expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_BOUND_MS * BUSY_MACHINE_ALLOWANCE);
  expect(running.processes.map((process) => [process.child.pid, process.child.exitCode])).toEqual(pids.map((pid) => [pid, null]));
  expect(kept.length).toBe(acknowledged.length);
}

const acknowledgedWrites = (results: LoadResult[]) =>
  results.flatMap((result) => (result.kind === 'write' && result.status === 200 ? [result.completionId!] : []));

/** What the processes logged at error level, for a failure's message. */
const appErrors = () =>
  running.processes
    .flatMap((process) => process.output().split('\n'))
    .filter((line) => line.includes('"level":50'))
    .join('\n')
    .slice(0, 4_000);

async function keptOf(completionIds: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ completion_id: string }>(
      'select completion_id from workout_sessions where completion_id = any($1::uuid[])',
      [completionIds],
    );
    return rows.map((row) => row.completion_id);
  } finally {
    await client.end();
  }
}

describe('faults under steady load on three processes', () => {
  it('killed: requests answer 503 at once, /readyz fails, and all serve again once the supervisor has restarted it', async () => {
    await underLoad('PostgreSQL killed (SIGKILL)', async () => {
      const pid = await postmasterPid(dataDir());
      process.kill(pid, 'SIGKILL');
      await when('the database refusing', async () => !(await probeDatabase(databaseUrl, 500)));
      return when(
        'the database restarted',
        async () => (await postmasterPid(dataDir()).catch(() => pid)) !== pid && probeDatabase(databaseUrl, 500),
      );
    });
  });

  it('frozen: requests answer 503 within the query budget, none hangs, and all serve again once it thaws', async () => {
    await underLoad('PostgreSQL frozen (SIGSTOP)', async () => {
      frozen = await freezePostgres(dataDir());
      await notReadyAt();
      await sleep(FROZEN_FOR_MS); // the freeze lasts on: requests keep coming and must keep being answered
      frozen.thaw();
      return performance.now();
    });
  });

  it('SIGTERM to one process: no request dropped, the balancer stops sending to it while it drains, and its writes are kept', async () => {
    const load = startSteadyLoad(balancer.url, LOAD);
    await when('steady load on every process', async () => load.results.length >= 30 && new Set(routedSince(0)).size === PROCESSES);

    const signalledAt = performance.now();
    running.kill(0, 'SIGTERM');
    const exitCode = await Promise.race([running.processes[0]!.exited, sleep(30_000).then(() => 'still running')]);
    const exitedAt = performance.now();
    const answeredBeforeExit = load.results.length;
    // Load on the two others after the exit, so a request sent to the gone process would show.
    await when('load after the exit', async () => load.results.length >= answeredBeforeExit + 20);
    const results = await load.stop();

    const outOfRotation = balancer.transitions.find(
      (transition) => transition.backend === 0 && !transition.healthy && transition.at >= signalledAt,
    );
    const toDraining = balancer.routed.filter((request) => request.backend === 0 && request.at >= signalledAt);
    const acknowledged = acknowledgedWrites(results);
    const kept = await keptOf(acknowledged);
    console.log(
      `SIGTERM under load (3 processes, ${results.length} requests, p99 ${Math.round(
        percentile(
          results.map((r) => r.ms),
          99,
        ),
      )} ms): ` +
        `${results.filter((result) => result.dropped !== undefined).length} dropped; out of the balancer ` +
        `${outOfRotation ? Math.round(outOfRotation.at - signalledAt) : '—'} ms after the signal, ${toDraining.length} requests routed to it ` +
        `meanwhile${toDraining.length > 0 ? ` (answered ${[...new Set(toDraining.map((request) => `${request.status}${request.code ? ` ${request.code}` : ''}`))].join(', ')})` : ''}, exited ${Math.round(exitedAt - signalledAt)} ms ` +
        `after it; ${kept.length} of ${acknowledged.length} acknowledged writes kept`,
    );

    expect(exitCode, running.processes[0]!.output()).toBe(0);
    expect(results.filter((result) => result.dropped !== undefined)).toEqual([]);
    // The draining process answered everything it was sent as it would have without the signal: served it, or
    // (on a machine busy with other tests) said the database did not answer in time, as any process may.
    expect(toDraining.filter((request) => request.status !== 200 && request.code !== 'http.unavailable')).toEqual([]);
    expect(outOfRotation, 'the balancer never saw the draining process answer /readyz 503').toBeDefined();
    expect(toDraining.filter((request) => request.at >= outOfRotation!.at)).toEqual([]);
    expect(kept.length).toBe(acknowledged.length);
  });
});

/** The backends of the requests routed after `since` (performance.now()). */
const routedSince = (since: number) => balancer.routed.filter((request) => request.at >= since).map((request) => request.backend);
