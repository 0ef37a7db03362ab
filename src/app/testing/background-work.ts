import type { Knex } from 'knex';

/**
 * Waits until the job queue holds no pending job whose queue name starts with
 * `queuePrefix` (work sent "after the answer" is done by then); throws at the
 * deadline. Polls: a test waits for the state, never for a fixed time.
 */
export async function backgroundWorkDone(knex: Knex, queuePrefix: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await knex('pgboss.job')
      .whereIn('state', ['created', 'retry', 'active'])
      .whereLike('name', `${queuePrefix}%`)
      .count<{ count: string }[]>({ count: '*' })
      .first();
    const pending = Number(row?.count ?? 0);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} "${queuePrefix}" jobs were still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
