import type { SessionOutcome } from '../../../contracts/gamification/progress.schemas';
import type { CompleteWorkoutBody } from '../../../contracts/workouts/generator.schemas';
import type { SessionCompleteBody } from '../../../contracts/workouts/session.schemas';
import { HttpError } from '../api/api-client';

/** A finished session to record: which call records it, and its body (with its completion id). */
export type Completion = { kind: 'session'; body: SessionCompleteBody } | { kind: 'workout'; body: CompleteWorkoutBody };

/** A completion waiting for the network, under its completion id, since `queuedAt` (ms). */
export type QueuedCompletion = Completion & { completionId: string; queuedAt: number };

/**
 * Where queued completions wait, across reloads and closed tabs. `all` lists
 * them oldest first; `add` of a completion id already there replaces nothing
 * new (the same id is the same session).
 */
export interface QueuedCompletionStore {
  add(item: QueuedCompletion): Promise<void>;
  all(): Promise<QueuedCompletion[]>;
  remove(completionId: string): Promise<void>;
}

/** Records one completion (`POST /api/session/complete` or `/api/workout/complete`). */
export type CompletionSender = (completion: Completion) => Promise<SessionOutcome>;

export type SubmitResult = { status: 'sent'; outcome: SessionOutcome } | { status: 'queued' };

/** What became of a queued completion: recorded, or refused by the server for good (never sent again). */
export type Settled = { status: 'sent'; outcome: SessionOutcome } | { status: 'refused'; error: HttpError };

type Listener = (completionId: string, settled: Settled) => void;

/**
 * A fetch that never reached the server (no network, a dead connection): the
 * only failure worth keeping a completion for. A server's answer, even an
 * error, is not one.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

const completionOf = (item: QueuedCompletion): Completion =>
  item.kind === 'session' ? { kind: item.kind, body: item.body } : { kind: item.kind, body: item.body };

/** A server error worth trying again later (it may be down); any other refusal will refuse again. */
const isTransient = (error: HttpError): boolean => error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * The offline completion queue (docs/adr/0046). A session finished with no
 * network is kept in `store` with its completion id and sent when `flush`
 * runs (the page calls it when the browser comes back online and on every
 * load), oldest first, stopping at the first that still cannot get through so
 * the order holds. The server records a completion id once (ADR 0031/0033),
 * so a completion sent twice — two tabs flushing, a reply lost on the way
 * back — still counts once; it leaves the store only once answered.
 *
 * A page that shows a queued session watches its id and hears when it was
 * recorded; completions nobody watches are told to `onUnwatched` listeners
 * (the app's toast).
 */
export class CompletionQueue {
  private readonly watchers = new Map<string, (settled: Settled) => void>();
  private readonly unwatched = new Set<Listener>();
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly store: QueuedCompletionStore,
    private readonly send: CompletionSender,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Sends the completion now; when the network is not there, queues it and
   * answers `queued` (only a completion with its id is queued: without one it
   * could count twice). A server's refusal throws as before (the page shows it).
   */
  async submit(completion: Completion): Promise<SubmitResult> {
    try {
      return { status: 'sent', outcome: await this.send(completion) };
    } catch (error) {
      const completionId = completion.body.completionId;
      if (!isNetworkFailure(error) || !completionId) throw error;
      await this.store.add({ ...completion, completionId, queuedAt: this.now() });
      return { status: 'queued' };
    }
  }

  /** Sends every queued completion, oldest first; one flush at a time (a second call joins the running one). */
  flush(): Promise<void> {
    this.flushing ??= this.sendQueued().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Hears once when the queued completion `completionId` is recorded or refused. Returns a function that stops watching. */
  watch(completionId: string, listener: (settled: Settled) => void): () => void {
    this.watchers.set(completionId, listener);
    return () => {
      if (this.watchers.get(completionId) === listener) this.watchers.delete(completionId);
    };
  }

  /** Hears about every queued completion settled while no page watches it. */
  onUnwatched(listener: Listener): () => void {
    this.unwatched.add(listener);
    return () => this.unwatched.delete(listener);
  }

  private async sendQueued(): Promise<void> {
    for (const item of await this.store.all()) {
      let settled: Settled;
      try {
        settled = { status: 'sent', outcome: await this.send(completionOf(item)) };
      } catch (error) {
        if (isNetworkFailure(error) || (error instanceof HttpError && isTransient(error))) return;
        if (!(error instanceof HttpError)) throw error;
        settled = { status: 'refused', error };
      }
      await this.store.remove(item.completionId);
      this.tell(item.completionId, settled);
    }
  }

  private tell(completionId: string, settled: Settled): void {
    const watcher = this.watchers.get(completionId);
    if (watcher) {
      this.watchers.delete(completionId);
      watcher(settled);
      return;
    }
    for (const listener of this.unwatched) listener(completionId, settled);
  }
}
