import type { Knex } from 'knex';
import { fromKnex, PgBoss, type JobResult, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue, QueuedJob, QueueSettings, SendOptions } from '../../shared/kernel';

/** The PostgreSQL schema pg-boss keeps its tables in, beside the app's own (public) tables. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** How long `stop` lets running jobs finish: the HTTP drain's budget. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Workers poll this often for retries and delayed jobs; new jobs wake them at
 * once through LISTEN/NOTIFY (when the connection allows it, else they wait
 * for this poll).
 */
const POLLING_INTERVAL_SECONDS = 2;

/**
 * Jobs a worker claims at once, run one after the other. Small, so another
 * process's worker takes its share of a backlog, and a slow job holds few
 * others back.
 */
const BATCH_SIZE = 5;

type Handler = (job: QueuedJob) => Promise<void>;

interface Declared {
  workers: Map<string, { handler: Handler; settings: QueueSettings }>;
  schedules: { queue: string; cron: string; data: object | undefined; timeZone: string }[];
  subscriptions: { event: string; queue: string }[];
}

export interface PgBossJobQueueOptions {
  connectionString: string;
  logger: Logger;
  /**
   * Connections of the queue's own pool (workers' fetches and completions, maintenance), beside
   * the one it listens on. Default 2: each is held only for one short statement, and each one a
   * process opens costs PostgreSQL a backend (a fifth less CPU per app start than 4, measured on
   * the tests' 900 app starts; fewer connections per process when several share one server).
   */
  poolMax?: number;
}

/**
 * Installs or upgrades pg-boss's schema and nothing else (no workers, no
 * maintenance): for `npm run db:migrate` and the tests' template database, so
 * that the app's own start finds it current.
 */
export async function migrateJobQueueSchema(connectionString: string): Promise<void> {
  const boss = new PgBoss({
    connectionString,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    application_name: 'travelfit-migrate',
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => undefined); // start() rejects with the same error
  try {
    await boss.start();
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The settings pg-boss stores on a queue, from the port's settings and their defaults. */
function queueOptions(settings: QueueSettings): Omit<Queue, 'name'> {
  const retryBackoff = settings.retryBackoff ?? true;
  return {
    retryLimit: settings.retryLimit ?? 5,
    retryDelay: settings.retryDelaySeconds ?? 10,
    retryBackoff,
    ...(retryBackoff ? { retryDelayMax: 600 } : {}),
    expireInSeconds: settings.expireInSeconds ?? 300,
    notify: true,
    policy: settings.oneWaitingPerKey ? 'stately' : 'standard',
  };
}

/**
 * The JobQueue on pg-boss, in the app's own PostgreSQL (docs/adr/0012). Jobs
 * are claimed with `FOR UPDATE SKIP LOCKED`, so any number of processes share
 * the queues and none runs a job another holds. pg-boss migrates its schema at
 * start under its own advisory lock; the queues, subscriptions and schedules
 * declared while wiring are (re)created then, idempotently, by every process.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly logger: Logger;
  private readonly declared: Declared = { workers: new Map(), schedules: [], subscriptions: [] };
  private phase: 'declaring' | 'starting' | 'started' = 'declaring';
  private stopping: Promise<void> | undefined;

  constructor({ connectionString, logger, poolMax = 2 }: PgBossJobQueueOptions) {
    this.logger = logger.child({ component: 'job-queue' });
    this.boss = new PgBoss({
      connectionString,
      schema: JOB_QUEUE_SCHEMA,
      max: poolMax,
      application_name: 'travelfit-jobs',
      useListenNotify: true,
    });
    // Without a listener an 'error' event would crash the process (EventEmitter); pg-boss reports
    // lost connections and failed maintenance here and carries on.
    this.boss.on('error', (err) => this.logger.error({ err }, 'job queue error'));
    this.boss.on('warning', (warning) => this.logger.warn({ warning }, 'job queue warning'));
  }

  work<Data extends object>(queue: string, handler: (job: QueuedJob<Data>) => Promise<void>, settings: QueueSettings = {}): void {
    this.assertDeclaring(`work('${queue}')`);
    if (this.declared.workers.has(queue)) throw new Error(`The queue ${queue} already has a handler`);
    this.declared.workers.set(queue, { handler: handler as Handler, settings });
  }

  schedule(queue: string, cron: string, options: { data?: object; timeZone?: string } = {}): void {
    this.assertDeclaring(`schedule('${queue}')`);
    this.declared.schedules.push({ queue, cron, data: options.data, timeZone: options.timeZone ?? 'UTC' });
  }

  /** Every job `publish`ed as `event` is also sent to `queue` (pg-boss pub/sub); for the event bus. */
  subscribe(event: string, queue: string): void {
    this.assertDeclaring(`subscribe('${event}')`);
    this.declared.subscriptions.push({ event, queue });
  }

  /**
   * Sends `data` to every queue subscribed to `event`, with the inserts in the
   * caller's transaction: they become visible (and wake the workers) on commit,
   * and vanish on rollback.
   */
  async publish(trx: Knex.Transaction, event: string, data: object): Promise<void> {
    await this.boss.publish(event, data, { db: fromKnex(trx) });
  }

  async send(queue: string, data: object, options: SendOptions = {}): Promise<string | undefined> {
    const id = await this.boss.send(queue, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.in ? { db: fromKnex(options.in) } : {}),
    });
    return id ?? undefined;
  }

  async start(): Promise<void> {
    this.assertDeclaring('start()');
    this.phase = 'starting';
    await this.boss.start();
    try {
      await this.declareAll();
      const { workers } = this.declared;
      for (const [queue, { handler }] of workers) {
        await this.boss.work(
          queue,
          {
            // A full batch fetches the next at once: a backlog (a burst of events, a restart) drains at the
            // handlers' speed, not one batch per poll; each job still succeeds, fails and retries on its own.
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
            pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
            notifyPollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              const failure = await this.run(handler, { id: job.id, queue, data: job.data as object, retryCount: job.retryCount });
              results.push(failure ? { id: job.id, status: 'failed', output: failure } : { id: job.id, status: 'completed' });
            }
            return results;
          },
        );
      }
      this.phase = 'started';
    } catch (error) {
      await this.boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
  }

  /** Each queue's jobs by state, as pg-boss's monitor last counted them (once a minute): for metrics. */
  async queueCounts(): Promise<{ queue: string; queued: number; active: number; failed: number }[]> {
    const queues = await this.boss.getQueues();
    return queues.map(({ name, queuedCount, activeCount, failedCount }) => ({
      queue: name,
      queued: queuedCount,
      active: activeCount,
      failed: failedCount,
    }));
  }

  stop(): Promise<void> {
    this.stopping ??= this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    return this.stopping;
  }

  /**
   * Creates what the code declares, reading first what an earlier start left and writing only what
   * differs: a restart (or a test's app on a clone of a started database) then costs three reads
   * instead of a statement per declaration.
   */
  private async declareAll(): Promise<void> {
    const { workers, schedules, subscriptions } = this.declared;
    const queues = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const [queue, { settings }] of workers) await this.declareQueue(queue, queueOptions(settings), queues.get(queue));
    const subscribed = new Set((await this.subscriptions()).map(({ event, name }) => `${event}\n${name}`));
    for (const { event, queue } of subscriptions) if (!subscribed.has(`${event}\n${queue}`)) await this.boss.subscribe(event, queue);
    const scheduled = new Map((await this.boss.getSchedules()).map((schedule) => [schedule.name, schedule]));
    for (const { queue, cron, data, timeZone } of schedules) {
      const current = scheduled.get(queue);
      const same =
        current?.cron === cron && current.timezone === timeZone && JSON.stringify(current.data ?? null) === JSON.stringify(data ?? null);
      if (!same) await this.boss.schedule(queue, cron, data ?? null, { tz: timeZone });
    }
  }

  /** Every event's subscribed queues (pg-boss has no call that lists them). */
  private async subscriptions(): Promise<{ event: string; name: string }[]> {
    const { rows } = await this.boss.getDb().executeSql(`select event, name from ${JOB_QUEUE_SCHEMA}.subscription`);
    return rows as { event: string; name: string }[];
  }

  /** Creates the queue, or brings an existing one's settings up to the code's (another process may be creating it too). */
  private async declareQueue(queue: string, options: ReturnType<typeof queueOptions>, existing: Queue | undefined): Promise<void> {
    if (!existing) {
      await this.boss.createQueue(queue, options);
      return;
    }
    // A queue keeps the policy it was created with (pg-boss cannot change it): a new policy needs a new queue name.
    const { policy: _kept, ...changeable } = options;
    const current: Record<string, unknown> = { ...existing };
    if (Object.entries(changeable).some(([key, value]) => current[key] !== value)) await this.boss.updateQueue(queue, changeable);
  }

  /** Runs one job; answers what pg-boss stores on it when it failed (and retries it while retries are left). */
  private async run(handler: Handler, job: QueuedJob): Promise<{ message: string; name: string } | undefined> {
    try {
      await handler(job);
      return undefined;
    } catch (err) {
      this.logger.warn({ err, queue: job.queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      const error = err instanceof Error ? err : new Error(String(err));
      return { name: error.name, message: error.message };
    }
  }

  private assertDeclaring(what: string): void {
    if (this.phase !== 'declaring') throw new Error(`${what}: queues are declared before the job queue starts`);
  }
}
