import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';

/** A queue's jobs by state, as the job queue last counted them. */
export interface QueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/**
 * Registers the job queue's depth and failures per queue, read on each scrape
 * (pg-boss's own counts, refreshed by its monitor once a minute). A scrape that
 * cannot read them (the database is down) leaves this metric out and logs why.
 */
export function registerJobQueueMetrics(registry: Registry, counts: () => Promise<QueueCounts[]>, logger: Logger): void {
  new Gauge({
    name: 'travelfit_job_queue_jobs',
    help: 'Jobs of each queue by state: queued (the depth), active, failed (retained failed jobs).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { queue, queued, active, failed } of await counts()) {
          this.set({ queue, state: 'queued' }, queued);
          this.set({ queue, state: 'active' }, active);
          this.set({ queue, state: 'failed' }, failed);
        }
      } catch (err) {
        logger.warn({ err }, 'metrics: could not read the job queue counts');
      }
    },
  });
}
