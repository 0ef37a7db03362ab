import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How often each backend's /readyz is asked, and how long an answer may take (as a load balancer's health check). */
const CHECK_INTERVAL_MS = 200;
const CHECK_TIMEOUT_MS = 1_000;

/** The header with which the balancer answers a request it could not hand to a backend: a dropped request. */
export const BALANCER_FAILURE_HEADER = 'x-balancer-failure';

export interface BalancedRequest {
  /** Index of the backend that got it. */
  backend: number;
  at: number;
  /** The backend's status, once it answered; 502 when the balancer could not reach it. */
  status?: number;
  /** The `code` of the backend's error body, for an answer that is not 2xx and says one. */
  code?: string;
}

export interface HealthCheckedBalancer {
  url: string;
  /** When each backend was last seen change health, by index: `{ at, healthy }` in order (performance.now()). */
  transitions: { backend: number; at: number; healthy: boolean }[];
  /** Every request handed to a backend, in order. */
  routed: BalancedRequest[];
  stop(): Promise<void>;
}

/**
 * A load balancer in front of app processes, as the fault tests need one to
 * behave (issue 16; ADR 0052):
 * - it asks each backend's /readyz every 200 ms and sends requests, round
 *   robin, only to those that answered 200 last (one failed check takes a
 *   backend out; one good check brings it back). A draining process answers
 *   /readyz 503 at once and keeps serving for SHUTDOWN_GRACE_MS, which must be
 *   longer than a check's interval and timeout;
 * - when no backend is healthy (the database is down for all of them) it
 *   fails open and spreads requests over all of them, as cloud load balancers
 *   do: the app, not the balancer, answers the outage (503 with Retry-After).
 *   A backend whose last check was refused a connection has exited (it is
 *   deregistered, as an orchestrator would): fail-open leaves it out, so that
 *   a busy machine's slow checks of the others do not send requests to it;
 * - it never retries a request and opens a connection per request, so a request
 *   a backend drops is seen by the client: 502 with `x-balancer-failure`.
 */
export async function startHealthCheckedBalancer(backends: string[]): Promise<HealthCheckedBalancer> {
  const healthy = backends.map(() => true);
  /** The backend refused the last check's connection: no process listens there any more. */
  const gone = backends.map(() => false);
  const transitions: HealthCheckedBalancer['transitions'] = [];
  const routed: BalancedRequest[] = [];
  let next = 0;
  let stopped = false;

  const pick = (): number => {
    const all = backends.map((_, index) => index);
    const candidates = all.filter((index) => healthy[index]);
    const listening = all.filter((index) => !gone[index]);
    const pool = candidates.length > 0 ? candidates : listening.length > 0 ? listening : all;
    return pool[next++ % pool.length]!;
  };

  const server: Server = createServer((req, res) => {
    const backend = pick();
    const routing: BalancedRequest = { backend, at: performance.now() };
    routed.push(routing);
    const target = new URL(req.url ?? '/', backends[backend]);
    const forwarded = request(target, { method: req.method, headers: req.headers, agent: false }, (answer) => {
      routing.status = answer.statusCode ?? 502;
      res.writeHead(routing.status, answer.headers);
      if (routing.status >= 300) readErrorCode(answer, routing);
      answer.pipe(res);
    });
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      routing.status = 502;
      res.writeHead(502, { 'content-type': 'text/plain', [BALANCER_FAILURE_HEADER]: `${backend} ${error.code ?? error.message}` });
      res.end('bad gateway');
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const check = async (index: number): Promise<void> => {
    while (!stopped) {
      const ok = await fetch(`${backends[index]}/readyz`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
        async (res) => {
          gone[index] = false;
          await res.arrayBuffer();
          return res.status === 200;
        },
        (error: unknown) => {
          gone[index] = connectionRefused(error);
          return false;
        },
      );
      if (ok !== healthy[index] && !stopped) {
        healthy[index] = ok;
        transitions.push({ backend: index, at: performance.now(), healthy: ok });
      }
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
    }
  };
  const checking = backends.map((_, index) => check(index));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transitions,
    routed,
    async stop() {
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(checking);
    },
  };
}

/** fetch's failure when nothing listens at the address (its cause is the socket's error). */
function connectionRefused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/** Reads the API error body's `code` as it passes through (error bodies are a few hundred bytes). */
function readErrorCode(answer: NodeJS.ReadableStream, routing: BalancedRequest): void {
  let body = '';
  answer.on('data', (chunk: Buffer) => {
    if (body.length < 4_096) body += chunk.toString('utf8');
  });
  answer.on('end', () => {
    try {
      const { code } = JSON.parse(body) as { code?: unknown };
      if (typeof code === 'string') routing.code = code;
    } catch {
      // Not the API's JSON error body: no code.
    }
  });
}
