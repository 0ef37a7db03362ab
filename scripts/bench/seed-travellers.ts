import type { Knex } from 'knex';
import { FITNESS_GOALS, GENDERS } from '../../contracts/accounts';

/**
 * Seeding travellers and their sessions in SQL (`generate_series`), shared by
 * the benchmarks that need millions of them (leaderboard, load). Traveller n
 * (1-based) has the id `md5('traveller-' || n)::uuid`, so a benchmark can
 * name one without reading it back. Run inside a transaction with
 * `session_replication_role = replica` (no foreign-key checks, no triggers):
 * what triggers keep (the rank histogram, place keys) is written here.
 */

/** The id of traveller `n`, as an SQL expression of the SQL expression `n`. */
export const travellerIdSql = (n: string) => `md5('traveller-' || ${n})::uuid`;

/** Rows a single statement inserts at most, so that no one statement runs for minutes. */
const SESSION_BATCH = 2_000_000;

/** The cities the seeded sessions took place in, as travellers wrote them. */
export const CITIES = [
  ['Lisbon', 'Portugal'],
  ['Madrid', 'Spain'],
  ['São Paulo', 'Brazil'],
  ['Tokyo', 'Japan'],
  ['Chicago', 'United States'],
  ['London', 'United Kingdom'],
  ['New York', 'United States'],
  ['Singapore', 'Singapore'],
  ['Dubai', 'United Arab Emirates'],
  ['Frankfurt', 'Germany'],
  ['Mexico City', 'Mexico'],
  ['Sydney', 'Australia'],
] as const;

/**
 * Travellers 1…`travellers`: the first `registered` are registered accounts
 * with a profile (e-mail, username, name, age, height, weight, goal, gender)
 * and a password nobody knows (`passwordHash`), the others anonymous devices.
 */
export async function seedTravellers(
  trx: Knex.Transaction,
  { travellers, registered = 0, passwordHash = null }: { travellers: number; registered?: number; passwordHash?: string | null },
): Promise<void> {
  await trx.raw(
    `insert into users (id, device_id, account_type, username, email, password_hash, name, age, height_cm, weight_kg,
                        fitness_goal, gender, unit_system, created_at)
     select ${travellerIdSql('n')}, 'bench-device-' || n,
            case when registered then 'registered' else 'anonymous' end,
            case when registered then 'traveller_' || n end,
            case when registered then 'traveller-' || n || '@bench.travelfit.test' end,
            case when registered then ?::text end,
            case when registered then 'Traveller ' || n end,
            case when registered then 25 + n % 40 end,
            case when registered then 150 + n % 50 end,
            case when registered then 55 + n % 45 end,
            case when registered then (?::text[])[1 + n % ?] end,
            case when registered then (?::text[])[1 + n % ?] end,
            case when n % 4 = 0 then 'imperial' else 'metric' end,
            now() - (n % 730) * interval '1 day'
     from (select n, n <= ? as registered from generate_series(1, ?::integer) n) drawn`,
    [passwordHash, [...FITNESS_GOALS], FITNESS_GOALS.length, [...GENDERS], GENDERS.length, registered, travellers],
  );
}

/**
 * `sessions` completed sessions: every traveller one, the rest to travellers
 * drawn at random (about sessions / travellers each), over the last year, in
 * a dozen cities, scored about as the app scores them.
 */
export async function seedSessions(
  trx: Knex.Transaction,
  { travellers, sessions, log }: { travellers: number; sessions: number; log: (message: string) => void },
): Promise<void> {
  const cities = CITIES.map(([city]) => city);
  const countries = CITIES.map(([, country]) => country);
  await withoutIndexes(trx, 'workout_sessions', log, async () => {
    for (let first = 1; first <= sessions; first += SESSION_BATCH) {
      const last = Math.min(sessions, first + SESSION_BATCH - 1);
      log(`seeding sessions ${first.toLocaleString('en')}–${last.toLocaleString('en')}…`);
      await trx.raw(
        `insert into workout_sessions (user_id, duration_min, context, energy, city, country, score, calories, completed_at)
         select ${travellerIdSql('traveller')}, minutes, context, energy, cities[place], countries[place],
                round(minutes * 10 * case when context in ('airport', 'in_transit') then 1.2 else 1 end)::integer + 5 * (g % 11),
                minutes * 7,
                now() - (g % 525600) * interval '1 minute'
         from (
           select g,
                  case when g <= ? then g else 1 + floor(random() * ?)::integer end as traveller,
                  (array[5, 8, 10, 15, 20, 30])[1 + g % 6] as minutes,
                  (array['airport', 'hotel_room', 'in_transit', 'office', 'home'])[1 + (g / 6) % 5] as context,
                  (array['low', 'normal', 'high'])[1 + (g / 30) % 3] as energy,
                  1 + (g / 90) % ? as place,
                  ?::text[] as cities,
                  ?::text[] as countries
           from generate_series(?::integer, ?::integer) g
         ) drawn`,
        [travellers, travellers, CITIES.length, cities, countries, first, last],
      );
    }
  });
}

/**
 * Fills `table` without its indexes and unique constraints, then builds them
 * again as they were: one sort per index instead of millions of scattered
 * inserts into each (as a restore does).
 */
export async function withoutIndexes(
  trx: Knex.Transaction,
  table: string,
  log: (message: string) => void,
  fill: () => Promise<void>,
): Promise<void> {
  const { rows: constraints } = await trx.raw<{ rows: { name: string; definition: string }[] }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = ?::regclass and contype in ('p', 'u')`,
    [table],
  );
  const { rows: indexes } = await trx.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = ? and indexname not in (select conname from pg_constraint where conrelid = ?::regclass)`,
    [table, table],
  );
  for (const { name } of constraints) await trx.raw('alter table ?? drop constraint ??', [table, name]);
  for (const { name } of indexes) await trx.raw('drop index ??', [name]);
  await fill();
  log(`indexing ${table}…`);
  for (const { name, definition } of constraints) await trx.raw(`alter table ?? add constraint ?? ${definition}`, [table, name]);
  for (const { definition } of indexes) await trx.raw(definition);
}

/** Every traveller's points summed from their sessions, and the rank histogram the points trigger would keep (docs/adr/0036). */
export async function seedPoints(trx: Knex.Transaction): Promise<void> {
  await trx.raw('insert into points (user_id, total) select user_id, sum(score) from workout_sessions group by user_id');
  await trx.raw('insert into points_histogram (total, travellers) select total, count(*) from points group by total');
}
