import type { Knex } from 'knex';

/**
 * One idempotent seed: running it again leaves the same rows (it uses
 * `insert … on conflict do update/nothing`). Seeds run in list order, each in its
 * own transaction, after every migration.
 */
export interface Seed {
  name: string;
  run(knex: Knex.Transaction): Promise<void>;
}
