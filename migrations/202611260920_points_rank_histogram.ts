import type { Knex } from 'knex';

/**
 * The global leaderboard's rank buckets (docs/adr/0034): how many travellers
 * hold each points total. A traveller's rank is 1 + the travellers of every
 * higher total, a sum over a few thousand small rows, where counting the
 * travellers above them in the points index costs one index entry each (2
 * million for the last place).
 *
 * Kept by statement triggers on `points`, so every writer (session completion,
 * a purge of anonymous users, a test planting rows) keeps it true in its own
 * transaction. Each statement applies its changes in one upsert ordered by
 * total, so parallel writers lock bucket rows in the same order and cannot
 * deadlock on them; empty buckets are deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('points_histogram', (t) => {
    t.integer('total').primary({ constraintName: 'points_histogram_pkey' });
    t.integer('travellers').notNullable();
  });
  await knex.raw('insert into points_histogram (total, travellers) select total, count(*) from points group by total');

  // One function per event: a transition table may only be named by a trigger of one event.
  await knex.raw(`
    create function points_histogram_after_insert() returns trigger
    language plpgsql as $$
    begin
      insert into points_histogram (total, travellers)
        select total, count(*) from inserted group by total order by total
        on conflict (total) do update set travellers = points_histogram.travellers + excluded.travellers;
      return null;
    end
    $$`);
  await knex.raw(`
    create function points_histogram_after_update() returns trigger
    language plpgsql as $$
    begin
      with changes as (
        select total, sum(change)::integer as change
        from (select total, 1 as change from inserted union all select total, -1 from removed) moved
        group by total
        having sum(change) <> 0
      )
      insert into points_histogram (total, travellers)
        select total, change from changes order by total
        on conflict (total) do update set travellers = points_histogram.travellers + excluded.travellers;
      delete from points_histogram where travellers = 0 and total in (select total from removed);
      return null;
    end
    $$`);
  await knex.raw(`
    create function points_histogram_after_delete() returns trigger
    language plpgsql as $$
    begin
      insert into points_histogram (total, travellers)
        select total, -count(*)::integer from removed group by total order by total
        on conflict (total) do update set travellers = points_histogram.travellers + excluded.travellers;
      delete from points_histogram where travellers = 0 and total in (select total from removed);
      return null;
    end
    $$`);
  await knex.raw(`
    create function points_histogram_after_truncate() returns trigger
    language plpgsql as $$
    begin
      truncate points_histogram;
      return null;
    end
    $$`);

  await knex.raw(`create trigger points_histogram_insert after insert on points
    referencing new table as inserted for each statement execute function points_histogram_after_insert()`);
  await knex.raw(`create trigger points_histogram_update after update on points
    referencing old table as removed new table as inserted for each statement execute function points_histogram_after_update()`);
  await knex.raw(`create trigger points_histogram_delete after delete on points
    referencing old table as removed for each statement execute function points_histogram_after_delete()`);
  await knex.raw(`create trigger points_histogram_truncate after truncate on points
    for each statement execute function points_histogram_after_truncate()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await knex.raw(`drop trigger if exists points_histogram_${event} on points`);
    await knex.raw(`drop function if exists points_histogram_after_${event}()`);
  }
  await knex.schema.dropTableIfExists('points_histogram');
}
