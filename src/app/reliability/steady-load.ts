import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newDeviceId } from '../testing/builders';
import { BALANCER_FAILURE_HEADER } from './health-checked-balancer';

/** A request still unanswered after this long has hung: the client gives up and counts it so. */
export const HUNG_AFTER_MS = 10_000;

export interface LoadResult {
  kind: 'read' | 'write';
  /** performance.now() when it was sent. */
  startedAt: number;
  ms: number;
  /** The HTTP status; 0 when the connection failed, -1 when it hung. */
  status: number;
  /** Why it was not answered by the app (a connection error, a hang, the balancer's 502). */
  dropped?: string;
  /** A write's completion id, recorded by the app when it answered 2xx. */
  completionId?: string;
}

export interface SteadyLoad {
  results: LoadResult[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<LoadResult[]>;
}

/**
 * Steady load for the fault tests (issue 16): `travellers` anonymous
 * travellers, each on its own loop, together sending about `perSecond`
 * requests a second to `url`: in turn a read of the weekly allowance and a
 * finished workout with a fresh completion id. Every answer is kept, so a test
 * can tell which writes the app acknowledged (and must still hold afterwards),
 * which requests were refused, dropped or hung, and how long each took.
 */
export function startSteadyLoad(url: string, { travellers = 6, perSecond = 30 } = {}): SteadyLoad {
  const results: LoadResult[] = [];
  let running = true;
  const spacingMs = (travellers * 1000) / perSecond;

  const send = async (kind: LoadResult['kind'], deviceId: string): Promise<LoadResult> => {
    const startedAt = performance.now();
    const completionId = kind === 'write' ? randomUUID() : undefined;
    const init: RequestInit =
      kind === 'read'
        ? { headers: { 'x-device-id': deviceId } }
        : {
            method: 'POST',
            headers: { 'x-device-id': deviceId, 'content-type': 'application/json' },
            body: JSON.stringify({ completionId, durationMin: 10, context: 'hotel_room', name: 'Steady load workout' }),
          };
    const path = kind === 'read' ? '/api/usage/check' : '/api/session/complete';
    try {
      const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(HUNG_AFTER_MS) });
      await res.arrayBuffer();
      const failure = res.headers.get(BALANCER_FAILURE_HEADER);
      return {
        kind,
        startedAt,
        ms: performance.now() - startedAt,
        status: res.status,
        ...(failure ? { dropped: `balancer: ${failure}` } : {}),
        ...(completionId ? { completionId } : {}),
      };
    } catch (error) {
      const hung = (error as Error).name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      return { kind, startedAt, ms: performance.now() - startedAt, status: hung ? -1 : 0, dropped: hung ? 'hung' : cause };
    }
  };

  const loop = async (): Promise<void> => {
    const deviceId = newDeviceId();
    for (let n = 0; running; n += 1) {
      const started = performance.now();
      results.push(await send(n % 2 === 0 ? 'read' : 'write', deviceId));
      await sleep(Math.max(0, started + spacingMs - performance.now()));
    }
  };
  const loops = Array.from({ length: travellers }, () => loop());

  return {
    results,
    async stop() {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}

/** Percentile `p` (0–100) of `values`, 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
