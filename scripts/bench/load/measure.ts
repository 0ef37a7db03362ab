import autocannon from 'autocannon';
import { percentile } from '../percentile';
import type { RunFigures } from './load-report';

export interface RunOptions {
  connections: number;
  seconds: number;
  /** `overallRate`: requests per second over all connections; full speed when absent. */
  rate?: number;
  /** The statuses that count as served. */
  expected: readonly number[];
  /** Read the headers of 503 answers for `Retry-After` (autocannon then reads every answer's body too). */
  checkRetryAfter?: boolean;
}

export interface RunResult {
  figures: RunFigures;
  /** Latencies (ms) of the answers with an expected status, as they came (no correction for coordinated omission). */
  served: number[];
  /** Latencies (ms) of the 503 answers (shed requests). */
  shed: number[];
  /** 503 answers that said when to retry (`Retry-After`), when asked to check. */
  shedWithRetryAfter: number;
}

/**
 * One autocannon run against `url` with `requests` (built afresh by the
 * caller: their `setupRequest` hands out tokens and idempotency keys).
 * Latency percentiles are autocannon's, of the requests as sent (with a
 * rate, autocannon sends each connection's share of a second at the start of
 * that second: the half-speed runs use runPaced instead, the overload run keeps
 * these bursts); statuses are counted from every answer. Resolves once the
 * requests autocannon left in flight have had the time to be answered.
 */
export function runLoad(url: string, requests: autocannon.Request[], options: RunOptions): Promise<RunResult> {
  const statuses: Record<string, number> = {};
  const served: number[] = [];
  const shed: number[] = [];
  let shedWithRetryAfter = 0;
  const checked = options.checkRetryAfter
    ? requests.map((request) => ({
        ...request,
        onResponse: (status: number, _body: string, _context: object, headers: Record<string, unknown> = {}) => {
          if (status === 503 && Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')) shedWithRetryAfter += 1;
        },
      }))
    : requests;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        requests: checked,
        connections: options.connections,
        duration: options.seconds,
        // The app's own request timeout (HTTP_REQUEST_TIMEOUT_MS): a plan at full speed on a busy machine may take seconds.
        timeout: 30,
        // With a rate, autocannon 9 corrects for coordinated omission as if a request were due every millisecond
        // (it records `Math.ceil(1 / rate)` ms), adding made-up samples: the latencies are the requests' own.
        ...(options.rate === undefined ? {} : { overallRate: options.rate, ignoreCoordinatedOmission: true }),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const ok = options.expected.reduce((sum, status) => sum + (statuses[String(status)] ?? 0), 0);
        const run: RunResult = {
          figures: {
            connections: options.connections,
            askedRate: options.rate ?? null,
            seconds: result.duration,
            rps: ok / result.duration,
            statuses,
            errors: result.errors,
            timeouts: result.timeouts,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
          },
          served,
          shed,
          shedWithRetryAfter,
        };
        // autocannon stops with a request in flight on every connection, and the app still answers them: a run started
        // at once would queue behind up to `connections` of them (a plan's first requests at half speed waited 300 ms).
        // None of them takes longer than the slowest answer of this run.
        setTimeout(() => resolve(run), result.latency.max);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (options.expected.includes(statusCode)) served.push(responseTime);
      else if (statusCode === 503) shed.push(responseTime);
    });
  });
}

/** The p99 of some latencies; null without any. */
export const p99Of = (latencies: number[]): number | null => (latencies.length === 0 ? null : percentile(latencies, 0.99));

export interface HealthPolls {
  polls: number;
  answered: number;
  maxMs: number;
}

/** Asks `url` every `everyMs` until stopped; an answer counts when it is a 200 within `timeoutMs`. */
export function pollHealth(url: string, everyMs = 250, timeoutMs = 1_000): { stop(): Promise<HealthPolls> } {
  const result: HealthPolls = { polls: 0, answered: 0, maxMs: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const ok = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        },
        () => false,
      );
      const elapsed = performance.now() - started;
      result.polls += 1;
      if (ok) result.answered += 1;
      result.maxMs = Math.max(result.maxMs, elapsed);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - elapsed)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { ...result, maxMs: Math.round(result.maxMs) };
    },
  };
}
