import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SessionOutcome } from '../../../contracts/gamification/progress.schemas';
import { HttpError } from '../api/api-client';
import { anOutcome } from '../features/quick-flight/testing/quick-flight-fixtures';
import { CompletionQueue, type Completion, type Settled } from './completion-queue';
import { IndexedDbCompletionStore } from './indexed-db-completion-store';

let databases = 0;

/** A server that records each completion id once, behind a network that can be switched off. */
function aServer() {
  const recorded = new Map<string, SessionOutcome>();
  const server = {
    online: true,
    refuse: undefined as HttpError | undefined,
    calls: [] as string[],
    async send(completion: Completion): Promise<SessionOutcome> {
      const id = completion.body.completionId ?? '';
      server.calls.push(id);
      if (!server.online) throw new TypeError('Failed to fetch');
      if (server.refuse) throw server.refuse;
      const outcome = recorded.get(id) ?? anOutcome({ points: { total: (recorded.size + 1) * 100 } });
      recorded.set(id, outcome);
      return outcome;
    },
    recorded,
  };
  return server;
}

function aQueue(server = aServer()) {
  let now = 1_000;
  const store = new IndexedDbCompletionStore(`completions-test-${(databases += 1)}`);
  const queue = new CompletionQueue(
    store,
    (completion) => server.send(completion),
    () => (now += 1),
  );
  return { queue, store, server };
}

const aSession = (completionId: string): Completion => ({
  kind: 'session',
  body: { completionId, durationMin: 10, context: 'airport', energy: 'low', stress: 5, soreness: 'none' },
});

const aWorkout = (completionId: string): Completion => ({
  kind: 'workout',
  body: { completionId, name: 'Gate wait', durationMin: 10, context: 'airport', setsDone: 9, setsPlanned: 9, exerciseIds: [] },
});

describe('CompletionQueue', () => {
  it('sends a completion at once when the network is there, and keeps nothing', async () => {
    const { queue, store, server } = aQueue();
    const result = await queue.submit(aSession('a'));
    expect(result).toEqual({ status: 'sent', outcome: server.recorded.get('a') });
    expect(await store.all()).toEqual([]);
  });

  it('keeps a completion made offline, and sends it once the network is back', async () => {
    const { queue, store, server } = aQueue();
    server.online = false;
    expect(await queue.submit(aSession('a'))).toEqual({ status: 'queued' });
    expect((await store.all()).map((item) => item.completionId)).toEqual(['a']);

    server.online = true;
    const heard: Settled[] = [];
    queue.watch('a', (settled) => heard.push(settled));
    await queue.flush();

    expect(heard).toEqual([{ status: 'sent', outcome: server.recorded.get('a') }]);
    expect(await store.all()).toEqual([]);
  });

  it('sends queued completions oldest first, each with its own call', async () => {
    const { queue, server } = aQueue();
    server.online = false;
    await queue.submit(aSession('first'));
    await queue.submit(aWorkout('second'));
    await queue.submit(aSession('third'));
    server.online = true;
    server.calls = [];
    await queue.flush();
    expect(server.calls).toEqual(['first', 'second', 'third']);
  });

  it('stops at the first completion that still cannot get through, and keeps the rest in order', async () => {
    const { queue, store, server } = aQueue();
    server.online = false;
    await queue.submit(aSession('first'));
    await queue.submit(aSession('second'));
    await queue.flush();
    expect((await store.all()).map((item) => item.completionId)).toEqual(['first', 'second']);
    expect(server.recorded.size).toBe(0);
  });

  it('keeps a completion the server could not take now (5xx), and drops one it refuses for good (4xx), telling who waits', async () => {
    const { queue, store, server } = aQueue();
    server.online = false;
    await queue.submit(aSession('a'));
    server.online = true;

    server.refuse = new HttpError(503, { error: 'Service unavailable' });
    await queue.flush();
    expect((await store.all()).map((item) => item.completionId)).toEqual(['a']);

    server.refuse = new HttpError(400, { error: 'Invalid body' });
    const heard: Settled[] = [];
    queue.onUnwatched((_, settled) => heard.push(settled));
    await queue.flush();
    expect(heard.map((settled) => settled.status)).toEqual(['refused']);
    expect(await store.all()).toEqual([]);
  });

  it('counts a completion once however often it is flushed: two flushes at once send it once, and a queued id is kept once', async () => {
    const { queue, store, server } = aQueue();
    server.online = false;
    await queue.submit(aSession('a'));
    await store.add({ ...aSession('a'), completionId: 'a', queuedAt: 5_000 });
    expect(await store.all()).toHaveLength(1);

    server.online = true;
    server.calls = [];
    await Promise.all([queue.flush(), queue.flush()]);
    expect(server.calls).toEqual(['a']);
    expect(server.recorded.size).toBe(1);
  });

  it('tells completions nobody watches to the app, and a watched one only to its watcher', async () => {
    const { queue, server } = aQueue();
    server.online = false;
    await queue.submit(aSession('watched'));
    await queue.submit(aSession('left'));
    server.online = true;
    const app: string[] = [];
    const page: string[] = [];
    queue.onUnwatched((completionId) => app.push(completionId));
    queue.watch('watched', () => page.push('watched'));
    await queue.flush();
    expect({ app, page }).toEqual({ app: ['left'], page: ['watched'] });
  });

  it('throws a server refusal at once instead of queuing it, and never queues a completion without its id', async () => {
    const { queue, store, server } = aQueue();
    server.refuse = new HttpError(400, { error: 'Invalid body' });
    await expect(queue.submit(aSession('a'))).rejects.toBeInstanceOf(HttpError);
    server.refuse = undefined;
    server.online = false;
    const withoutId: Completion = {
      kind: 'session',
      body: { durationMin: 10, context: 'airport', energy: 'low', stress: 5, soreness: 'none' },
    };
    await expect(queue.submit(withoutId)).rejects.toBeInstanceOf(TypeError);
    expect(await store.all()).toEqual([]);
  });
});
