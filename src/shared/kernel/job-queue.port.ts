import type { UnitOfWork } from './unit-of-work';

/** One job as its handler receives it. */
export interface QueuedJob<Data extends object = object> {
  id: string;
  queue: string;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number;
}

/** How a queue retries its jobs. Every field has a default suited to short background work. */
export interface QueueSettings {
  /** Retries after the first failure before the job is left failed. Default 5. */
  retryLimit?: number;
  /** Seconds before the first retry. Default 10. */
  retryDelaySeconds?: number;
  /** Double the delay after each failure (with jitter), up to 10 minutes. Default true. */
  retryBackoff?: boolean;
  /** A job still running after this many seconds is taken as lost (a crashed process) and retried. Default 300. */
  expireInSeconds?: number;
  /**
   * Per `singletonKey`, at most one job waiting and one running (pg-boss's
   * `stately` policy): a job sent while one waits is dropped, one sent while
   * one runs waits for it. For "do it again from the latest state" work such
   * as rebuilding a traveller's plan. Default false.
   */
  oneWaitingPerKey?: boolean;
}

export interface SendOptions {
  /** Not before this time (trial reminders…). */
  startAfter?: Date;
  /** At most one queued job per key in the queue. */
  singletonKey?: string;
  /** Insert the job in this transaction: it exists (and wakes a worker) only when the transaction commits. */
  in?: UnitOfWork;
}

/**
 * Background work shared by every process of the app, stored in PostgreSQL so
 * nothing is lost on a restart.
 *
 * Guarantees: a sent job runs **at least once**: one process at a time claims it
 * (never two at once), and a handler that throws, or a process that dies
 * mid-job, gets it retried per its queue's settings. A retry re-runs the whole
 * handler, so handlers must be idempotent (use the job id or a key of the data
 * as the idempotency key). Each process runs one job of a queue at a time. A
 * scheduled job is created once per occurrence however many processes run.
 *
 * Queues, handlers and schedules are declared while the app is wired, before
 * `start`; the composition root alone calls `start` and `stop`. To make work
 * depend on a transaction committing, record a domain event in it instead of
 * sending a job (EventBus).
 */
export interface JobQueue {
  /** Declares `queue` and the handler this process runs its jobs with. One handler per queue. */
  work<Data extends object>(queue: string, handler: (job: QueuedJob<Data>) => Promise<void>, settings?: QueueSettings): void;
  /** Declares a recurring job: `cron` (5 fields, in `timeZone`, default UTC) sends `data` to `queue`, which must be worked. */
  schedule(queue: string, cron: string, options?: { data?: object; timeZone?: string }): void;
  /** Queues a job now; answers its id, or undefined when `singletonKey` found one already queued. */
  send(queue: string, data: object, options?: SendOptions): Promise<string | undefined>;
  /** Migrates the queue's schema, creates the declared queues and schedules, starts working. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (10 s at most), closes its connections. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Recurring work a module declares (multi-bound under `CoreTokens.ScheduledJobs`):
 * the composition root works `queue` with `run` and schedules it by `cron`
 * (5 fields, UTC) before the queue starts. One job per occurrence however many
 * processes run; `run` must be idempotent (a retry may repeat it).
 */
export interface ScheduledJob {
  queue: string;
  cron: string;
  run(): Promise<void>;
}
