import { Gauge, Histogram, type Registry } from 'prom-client';
import type { PoolWatch } from './pool-watch';

/** Registers the database pool's use and waits, read from the pool watch. */
export function registerPoolMetrics(registry: Registry, pool: PoolWatch): void {
  new Gauge({
    name: 'travelfit_db_pool_connections',
    help: 'Database connections of the pool, in use by a request or free.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { used, free } = pool.usage();
      this.set({ state: 'used' }, used);
      this.set({ state: 'free' }, free);
    },
  });
  new Gauge({
    name: 'travelfit_db_pool_pending_acquires',
    help: 'Requests waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(pool.usage().pending);
    },
  });
  new Gauge({
    name: 'travelfit_db_pool_oldest_wait_seconds',
    help: 'How long the oldest request still waiting for a database connection has waited (load shedding reads it).',
    registers: [registry],
    collect() {
      this.set(pool.oldestWaitMs() / 1_000);
    },
  });
  const acquireWait = new Histogram({
    name: 'travelfit_db_pool_acquire_wait_seconds',
    help: 'How long each request waited for a database connection.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  pool.onAcquired((waitMs) => acquireWait.observe(waitMs / 1_000));
}
