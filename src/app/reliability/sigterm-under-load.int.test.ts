import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { startAppProcesses, type AppProcesses } from '../testing/app-processes';
import { startHealthCheckedBalancer, type HealthCheckedBalancer } from './health-checked-balancer';
import { percentile, startSteadyLoad } from './steady-load';

/**
 * SIGTERM to one of three app processes under steady load, behind a load
 * balancer with health checks (issue 16, "Faults"; the balancer's behaviour is
 * ADR 0052's): the process answers /readyz 503 at once and keeps serving for
 * its grace period, the balancer stops sending it requests at its next check,
 * the process finishes what it holds and exits, and no request is dropped.
 */
const db = useTestDatabase();
const PROCESSES = 3;
/** Longer than the balancer's check interval (200 ms) and timeout (1 s), so it sees the 503 while the process still serves. */
const GRACE_MS = 2_000;
/** A loaded 2-core machine takes its time; the bounds are for a hang, not for speed. */
const EXIT_BOUND_MS = 30_000;
let running: AppProcesses;
let balancer: HealthCheckedBalancer;

beforeAll(async () => {
  running = await startAppProcesses({ count: PROCESSES, databaseUrl: db.url, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) } });
  balancer = await startHealthCheckedBalancer(running.urls);
}, 120_000);
afterAll(async () => {
  await balancer?.stop();
  await running?.stop();
});

describe('SIGTERM to one of three processes under steady load', () => {
  it('drops no request: the balancer stops sending to it while it drains, and every write it acknowledged is kept', async () => {
    const load = startSteadyLoad(balancer.url, { travellers: 12, perSecond: 40 });
    await waitFor('the load to reach every process', () => new Set(balancer.routed.map((request) => request.backend)).size === PROCESSES);
    await waitFor('steady load', () => load.results.length >= 40);

    const signalledAt = performance.now();
    running.kill(0, 'SIGTERM');
    const exitCode = await Promise.race([running.processes[0]!.exited, sleep(EXIT_BOUND_MS).then(() => 'still running')]);
    const exitedAt = performance.now();
    const answeredBeforeExit = load.results.length;
    // Load on the two others after the exit, so a request sent to the gone process would show.
    await waitFor('load after the exit', () => load.results.length >= answeredBeforeExit + 20);
    const results = await load.stop();

    expect(exitCode, running.processes[0]!.output()).toBe(0);
    expect(results.filter((result) => result.dropped !== undefined || result.status < 200 || result.status >= 300)).toEqual([]);
    const outOfRotation = balancer.transitions.find((transition) => transition.backend === 0 && !transition.healthy);
    expect(outOfRotation, 'the balancer never saw the draining process answer /readyz 503').toBeDefined();
    const servedWhileDraining = balancer.routed.filter((request) => request.backend === 0 && request.at >= signalledAt).length;
    expect(balancer.routed.filter((request) => request.backend === 0 && request.at >= outOfRotation!.at)).toEqual([]);

    const acknowledged = results.flatMap((result) => (result.kind === 'write' && result.completionId ? [result.completionId] : []));
    const stored = await db.knex('workout_sessions').whereIn('completion_id', acknowledged).pluck('completion_id');
    expect(new Set(stored)).toEqual(new Set(acknowledged));

    const ms = results.map((result) => result.ms);
    console.log(
      `SIGTERM under load (3 processes, ${results.length} requests, p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms): ` +
        `0 dropped; out of the balancer ${Math.round(outOfRotation!.at - signalledAt)} ms after the signal, ` +
        `${servedWhileDraining} requests routed to it meanwhile, exited ${Math.round(exitedAt - signalledAt)} ms after it; ` +
        `${acknowledged.length} acknowledged writes all stored`,
    );
  });
});

/** Polls `condition` every 20 ms for up to 20 s. */
async function waitFor(what: string, condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within 20 s`);
    await sleep(20);
  }
}
