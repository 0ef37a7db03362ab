import type { Request, RequestHandler } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached read well under the 25 ms target to a request near its 30 s budget. */
const DURATION_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The route a request was answered by, as its pattern (`/api/trips/:id`), never
 * its address: ids and tokens in a path would make a series per traveller. A
 * request no route answered is `unmatched` under `/api`, else `web` (the web
 * app's pages and files).
 */
export function routeLabel(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return path;
  return req.originalUrl.startsWith('/api') ? 'unmatched' : 'web';
}

interface Series {
  requests: Counter.Internal;
  duration: Histogram.Internal<string>;
}

/**
 * Counts each answered request and its duration by method, route pattern and
 * status. On the hot path: one timestamp and a `finish` listener per request;
 * the labelled series are looked up by one string key and kept.
 */
export function requestMetrics(registry: Registry): RequestHandler {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'travelfit_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'travelfit_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer being handed to the OS, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const series = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: number): Series => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = [method, route, String(status)];
      found = { requests: requests.labels(...labels), duration: duration.labels(...labels) };
      series.set(key, found);
    }
    return found;
  };
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const { requests: count, duration: time } = seriesOf(req.method, routeLabel(req), res.statusCode);
      count.inc();
      time.observe((performance.now() - started) / 1_000);
    });
    next();
  };
}
