import type { Request, RequestHandler } from 'express';
import type { Metric, Registry } from 'prom-client';

/** Seconds; from a cached read well under the 25 ms target to a request near its 30 s budget. */
const DURATION_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

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

type Labels = { method: string; route: string; status: string };

/** One method, route and status: its requests and their durations, counted as they finish. */
class Series {
  count = 0;
  sum = 0;
  /** Requests per bucket, not cumulative (one increment per request); made cumulative when scraped. */
  readonly inBucket: number[] = DURATION_BUCKETS.map(() => 0);

  constructor(readonly labels: Labels) {}

  record(seconds: number): void {
    this.count += 1;
    this.sum += seconds;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) this.inBucket[bucket]! += 1;
  }
}

/** A metric in the shape prom-client's registry reads (`get()`), computed from the series at scrape time. */
function scrapedMetric(name: string, help: string, type: 'counter' | 'histogram', values: () => object[]): Metric {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
  } as unknown as Metric;
}

function histogramValues(name: string, all: Series[]): object[] {
  return all.flatMap(({ labels, count, sum, inBucket }) => {
    let cumulative = 0;
    return [
      ...DURATION_BUCKETS.map((bound, index) => {
        cumulative += inBucket[index]!;
        return { metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative };
      }),
      { metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count },
      { metricName: `${name}_sum`, labels, value: sum },
      { metricName: `${name}_count`, labels, value: count },
    ];
  });
}

/**
 * Counts each answered request and its duration by method, route pattern and
 * status (`travelfit_http_requests_total`, `travelfit_http_request_duration_seconds`).
 * The hot path is one timestamp and a `finish` listener, then three map lookups
 * and a few additions: prom-client's own counters hash their labels on every
 * increment (about 2.5 µs a request for both metrics, measured), so the series
 * are kept here and turned into Prometheus's text only when scraped.
 */
export function requestMetrics(registry: Registry): RequestHandler {
  // Route (Express's route object, or the fallback label) → method → status → series.
  const byRoute = new Map<unknown, Map<string, Map<number, Series>>>();
  const all: Series[] = [];
  const seriesOf = (req: Request, status: number): Series => {
    const routeKey: unknown = req.route ?? routeLabel(req);
    let byMethod = byRoute.get(routeKey);
    if (!byMethod) byRoute.set(routeKey, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(req.method);
    if (!byStatus) byMethod.set(req.method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (!series) {
      series = new Series({ method: req.method, route: routeLabel(req), status: String(status) });
      byStatus.set(status, series);
      all.push(series);
    }
    return series;
  };
  registry.registerMetric(
    scrapedMetric('travelfit_http_requests_total', 'HTTP requests answered, by method, route pattern and status.', 'counter', () =>
      all.map(({ labels, count }) => ({ labels, value: count })),
    ),
  );
  const duration = 'travelfit_http_request_duration_seconds';
  registry.registerMetric(
    scrapedMetric(
      duration,
      'Time from a request reaching the app to its answer being handed to the OS, by method, route pattern and status.',
      'histogram',
      () => histogramValues(duration, all),
    ),
  );
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => seriesOf(req, res.statusCode).record((performance.now() - started) / 1_000));
    next();
  };
}
