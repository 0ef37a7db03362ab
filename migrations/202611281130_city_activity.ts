import type { Knex } from 'knex';

/**
 * The most active cities, kept as `city_leaderboards` changes (ADR 0066), so
 * reading them does not aggregate every traveller's row of every city (9 s at
 * 200,000 travellers, over the 5 s statement timeout):
 *
 * - `city_activity`: per place key, its travellers (one `city_leaderboards`
 *   row each) and its top score (their best points).
 * - `city_place_names`: per place key, how many of its rows wrote each city
 *   name and each country name, for the name its travellers wrote most.
 *
 * Statement triggers with transition tables keep both, as `points_histogram`
 * is kept (migration 202611260920): a scored session's update touches a
 * traveller's few rows, and writes a city's row only when its travellers,
 * names or top score change, so travellers training in one city do not queue
 * on it. Rows are written in key order, so concurrent statements do not
 * deadlock on them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('city_activity', (t) => {
    t.text('city_key').notNullable();
    t.text('country_key').notNullable();
    t.integer('travellers').notNullable();
    t.integer('top_score').notNullable();
    t.primary(['city_key', 'country_key'], { constraintName: 'city_activity_pkey' });
    t.index(['travellers', 'top_score'], 'city_activity_ranking_index');
  });
  await knex.schema.createTable('city_place_names', (t) => {
    t.text('city_key').notNullable();
    t.text('country_key').notNullable();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.integer('rows').notNullable();
    t.primary(['city_key', 'country_key', 'kind', 'name'], { constraintName: 'city_place_names_pkey' });
    t.check(`kind in ('city', 'country')`, [], 'city_place_names_kind');
  });

  // The travellers and names a set of rows adds (sign 1) or takes away (sign -1), applied in key order.
  await knex.raw(`
    create function city_activity_apply(changes jsonb) returns void
    language plpgsql as $$
    begin
      with moved as (
        select x.city_key, x.country_key, sum(x.sign)::integer as travellers
        from jsonb_to_recordset(changes) as x (city_key text, country_key text, city text, country text, sign integer)
        group by x.city_key, x.country_key
        having sum(x.sign) <> 0
      )
      insert into city_activity (city_key, country_key, travellers, top_score)
        select city_key, country_key, travellers, 0 from moved order by city_key, country_key
        on conflict (city_key, country_key) do update set travellers = city_activity.travellers + excluded.travellers;

      with named as (
        select x.city_key, x.country_key, n.kind, n.name, sum(x.sign)::integer as rows
        from jsonb_to_recordset(changes) as x (city_key text, country_key text, city text, country text, sign integer),
             lateral (values ('city', x.city), ('country', x.country)) as n (kind, name)
        group by x.city_key, x.country_key, n.kind, n.name
        having sum(x.sign) <> 0
      )
      insert into city_place_names (city_key, country_key, kind, name, rows)
        select city_key, country_key, kind, name, rows from named order by city_key, country_key, kind, name
        on conflict (city_key, country_key, kind, name) do update set rows = city_place_names.rows + excluded.rows;

      -- Only the changed cities can have emptied: a scan of the whole tables would run on every first workout in a city.
      delete from city_place_names n
        using (select distinct x.city_key, x.country_key from jsonb_to_recordset(changes) as x (city_key text, country_key text)) c
        where n.city_key = c.city_key and n.country_key = c.country_key and n.rows = 0;
      delete from city_activity a
        using (select distinct x.city_key, x.country_key from jsonb_to_recordset(changes) as x (city_key text, country_key text)) c
        where a.city_key = c.city_key and a.country_key = c.country_key and a.travellers = 0;
    end
    $$`);

  // A touched city's top score, read through the index on (city_key, country_key, total_points desc); written only when it moved.
  await knex.raw(`
    create function city_activity_rescore(touched jsonb) returns void
    language plpgsql as $$
    begin
      with keys as (
        select distinct x.city_key, x.country_key from jsonb_to_recordset(touched) as x (city_key text, country_key text)
      ),
      scored as (
        select k.city_key, k.country_key,
               (select l.total_points from city_leaderboards l
                where l.city_key = k.city_key and l.country_key = k.country_key
                order by l.total_points desc limit 1) as top_score
        from keys k
      )
      update city_activity a set top_score = s.top_score
      from (select * from scored where top_score is not null order by city_key, country_key) s
      where a.city_key = s.city_key and a.country_key = s.country_key and a.top_score <> s.top_score;
    end
    $$`);

  // One function per event: a transition table may only be named by a trigger of one event.
  await knex.raw(`
    create function city_activity_after_insert() returns trigger
    language plpgsql as $$
    begin
      perform city_activity_apply((select jsonb_agg(jsonb_build_object('city_key', city_key, 'country_key', country_key,
        'city', city, 'country', country, 'sign', 1)) from inserted));
      perform city_activity_rescore((select jsonb_agg(jsonb_build_object('city_key', city_key, 'country_key', country_key)) from inserted));
      return null;
    end
    $$`);
  await knex.raw(`
    create function city_activity_after_update() returns trigger
    language plpgsql as $$
    begin
      -- A scored session changes points, workouts, streak and date: keys and names stay, so only the top score may move.
      if exists (
        select 1 from removed r
        where not exists (
          select 1 from inserted i
          where i.id = r.id and i.city_key = r.city_key and i.country_key = r.country_key and i.city = r.city and i.country = r.country
        )
      ) then
        perform city_activity_apply((
          select jsonb_agg(change) from (
            select jsonb_build_object('city_key', city_key, 'country_key', country_key, 'city', city, 'country', country, 'sign', 1) as change
            from inserted
            union all
            select jsonb_build_object('city_key', city_key, 'country_key', country_key, 'city', city, 'country', country, 'sign', -1)
            from removed
          ) changes));
      end if;
      perform city_activity_rescore((
        select jsonb_agg(jsonb_build_object('city_key', city_key, 'country_key', country_key))
        from (select city_key, country_key from inserted union select city_key, country_key from removed) touched));
      return null;
    end
    $$`);
  await knex.raw(`
    create function city_activity_after_delete() returns trigger
    language plpgsql as $$
    begin
      perform city_activity_apply((select jsonb_agg(jsonb_build_object('city_key', city_key, 'country_key', country_key,
        'city', city, 'country', country, 'sign', -1)) from removed));
      perform city_activity_rescore((select jsonb_agg(jsonb_build_object('city_key', city_key, 'country_key', country_key)) from removed));
      return null;
    end
    $$`);
  await knex.raw(`
    create function city_activity_after_truncate() returns trigger
    language plpgsql as $$
    begin
      truncate city_activity, city_place_names;
      return null;
    end
    $$`);

  await knex.raw(`create trigger city_activity_insert after insert on city_leaderboards
    referencing new table as inserted for each statement execute function city_activity_after_insert()`);
  await knex.raw(`create trigger city_activity_update after update on city_leaderboards
    referencing old table as removed new table as inserted for each statement execute function city_activity_after_update()`);
  await knex.raw(`create trigger city_activity_delete after delete on city_leaderboards
    referencing old table as removed for each statement execute function city_activity_after_delete()`);
  await knex.raw(`create trigger city_activity_truncate after truncate on city_leaderboards
    for each statement execute function city_activity_after_truncate()`);

  // Everything again from city_leaderboards: here, and after a bulk load that ran without triggers (the load benchmark's seed).
  await knex.raw(`
    create function city_activity_rebuild() returns void
    language sql as $$
      truncate city_activity, city_place_names;
      insert into city_activity (city_key, country_key, travellers, top_score)
        select city_key, country_key, count(*), max(total_points) from city_leaderboards group by city_key, country_key;
      insert into city_place_names (city_key, country_key, kind, name, rows)
        select city_key, country_key, 'city', city, count(*) from city_leaderboards group by city_key, country_key, city
        union all
        select city_key, country_key, 'country', country, count(*) from city_leaderboards group by city_key, country_key, country;
    $$`);
  await knex.raw('select city_activity_rebuild()');
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await knex.raw(`drop trigger if exists city_activity_${event} on city_leaderboards`);
    await knex.raw(`drop function if exists city_activity_after_${event}()`);
  }
  await knex.raw('drop function if exists city_activity_rebuild()');
  await knex.raw('drop function if exists city_activity_rescore(jsonb)');
  await knex.raw('drop function if exists city_activity_apply(jsonb)');
  await knex.schema.dropTableIfExists('city_place_names');
  await knex.schema.dropTableIfExists('city_activity');
}
