import http from 'node:http';
import type autocannon from 'autocannon';
import { percentile } from '../percentile';
import type { RunOptions, RunResult } from './measure';

/** The app's own request timeout (HTTP_REQUEST_TIMEOUT_MS), as for autocannon's runs. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Requests at a steady rate, one every `1000 / rate` ms, each sent on time
 * whatever the earlier ones are doing (an open loop, as travellers arrive):
 * what "latency at half of the full speed" means. autocannon's `overallRate`
 * gives each connection a budget per second and sends it at the start of that
 * second, so a rate of 21/s arrives as 21 requests at once, once a second, and
 * its percentiles are those of the burst's queue.
 *
 * A latency runs from the moment the request was due, not from when it left:
 * a request held back by busy connections (all `connections` in use) counts
 * its wait.
 */
export async function runPaced(url: string, requests: autocannon.Request[], options: RunOptions & { rate: number }): Promise<RunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const statuses: Record<string, number> = {};
  const served: number[] = [];
  const shed: number[] = [];
  let shedWithRetryAfter = 0;
  let errors = 0;
  let timeouts = 0;

  const send = (request: autocannon.Request, due: number) =>
    new Promise<void>((resolve) => {
      const built = typeof request.setupRequest === 'function' ? request.setupRequest({ ...request }, {}) : request;
      const outgoing = http.request(
        new URL(built.path ?? '/', url),
        { method: built.method ?? 'GET', headers: built.headers ?? {}, agent, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => {
            const ms = performance.now() - due;
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (options.expected.includes(status)) served.push(ms);
            else if (status === 503) {
              shed.push(ms);
              if (response.headers['retry-after'] !== undefined) shedWithRetryAfter += 1;
            }
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => {
        timeouts += 1;
        outgoing.destroy();
      });
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(built.body);
    });

  const every = 1000 / options.rate;
  const count = Math.max(1, Math.round(options.rate * options.seconds));
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let n = 0; n < count; n += 1) {
    const due = started + n * every;
    const early = due - performance.now();
    if (early > 0.5) await new Promise((resolve) => setTimeout(resolve, early));
    sent.push(send(requests[n % requests.length]!, due));
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const ok = options.expected.reduce((sum, status) => sum + (statuses[String(status)] ?? 0), 0);
  return {
    figures: {
      connections: options.connections,
      askedRate: options.rate,
      seconds,
      rps: ok / seconds,
      statuses,
      errors,
      timeouts,
      p50Ms: served.length === 0 ? 0 : percentile(served, 0.5),
      p99Ms: served.length === 0 ? 0 : percentile(served, 0.99),
    },
    served,
    shed,
    shedWithRetryAfter,
  };
}
