import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { placeKey } from '../../../src/shared/kernel';
import { CITIES, seedPoints, seedSessions, seedTravellers, travellerIdSql, withoutIndexes } from '../seed-travellers';

/** Scale 1: 200,000 travellers and 2 million completed sessions (issue 16); `--scale 10`: 2 million and 20 million. */
export const TRAVELLERS_PER_SCALE = 200_000;
export const SESSIONS_PER_SCALE = 2_000_000;
/** One traveller in ten has registered an account; the others are anonymous devices. */
const REGISTERED_SHARE = 0.1;
/** Of the registered travellers not signed in by the benchmark, one in five pays for Pro. */
const SUBSCRIBER_EVERY = 5;

export interface LoadScale {
  factor: number;
  travellers: number;
  sessions: number;
  registered: number;
}

export function loadScale(factor: number): LoadScale {
  const travellers = Math.max(1, Math.round(TRAVELLERS_PER_SCALE * factor));
  return {
    factor,
    travellers,
    sessions: Math.max(travellers, Math.round(SESSIONS_PER_SCALE * factor)),
    registered: Math.max(1, Math.round(travellers * REGISTERED_SHARE)),
  };
}

/**
 * The whole population, in one transaction without triggers or foreign-key
 * checks: travellers with profiles, their sessions, and what completing those
 * sessions would have left behind (points and the rank histogram, streaks,
 * passport stamps, city leaderboards, progress counters), plus paid Pro
 * subscriptions for some registered travellers. Minutes at most at scale 1.
 */
export async function seedPopulation(knex: Knex, scale: LoadScale, log: (message: string) => void): Promise<void> {
  // A real argon2id hash of a password nobody knows: the accounts' rows look like real ones.
  const passwordHash = await hash(randomBytes(24).toString('base64url'));
  await knex.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(`set local work_mem = '256MB'`);
    log(`seeding ${scale.travellers.toLocaleString('en')} travellers (${scale.registered.toLocaleString('en')} registered)…`);
    await seedTravellers(trx, { travellers: scale.travellers, registered: scale.registered, passwordHash });
    await seedSessions(trx, { travellers: scale.travellers, sessions: scale.sessions, log });
    log('points, streaks, progress counters…');
    await seedPoints(trx);
    await trx.raw(
      `insert into streaks (user_id, current, longest, last_active, last_workout_at, last_time_zone)
       select user_id, current, current + abs(hashtext(user_id::text)) % 5, last_at::date, last_at, 'UTC'
       from (select user_id, max(completed_at) as last_at,
                    case when max(completed_at) > now() - interval '2 days'
                         then least(count(*), 1 + abs(hashtext(user_id::text)) % 14) else 0 end as current
             from workout_sessions group by user_id) latest`,
    );
    await trx.raw(
      `insert into progress_counters (user_id, workouts, hotel_workouts, calories)
       select user_id, count(*), count(*) filter (where context = 'hotel_room'), coalesce(sum(calories), 0)
       from workout_sessions group by user_id`,
    );
    log('passport stamps and city leaderboards…');
    // The keys the domain's placeKey gives the seeded names ("São Paulo": "sao paulo"), as scoring a session stores them.
    const keys = CITIES.map(([city, country]) => ({ city, country, ...placeKey({ city, country }) }));
    await trx.raw(
      `create temporary table places on commit drop as
       select s.user_id, s.city, s.country, k.city_key, k.country_key,
              min(s.completed_at) as first_at, max(s.completed_at) as last_at, count(*)::integer as workouts,
              (count(*) filter (where s.context = 'airport'))::integer as airport_workouts, sum(s.score)::integer as points
       from workout_sessions s
       join unnest(?::text[], ?::text[], ?::text[], ?::text[]) as k (city, country, city_key, country_key)
         on (k.city, k.country) = (s.city, s.country)
       group by s.user_id, s.city, s.country, k.city_key, k.country_key`,
      [keys.map((k) => k.city), keys.map((k) => k.country), keys.map((k) => k.cityKey), keys.map((k) => k.countryKey)],
    );
    await withoutIndexes(trx, 'passport_stamps', log, () =>
      trx.raw(
        `insert into passport_stamps (user_id, city, country, city_key, country_key, first_visited_at, workouts, airport_workouts)
         select user_id, city, country, city_key, country_key, first_at, workouts, airport_workouts from places`,
      ),
    );
    await withoutIndexes(trx, 'city_leaderboards', log, () =>
      trx.raw(
        `insert into city_leaderboards (user_id, city, country, city_key, country_key, total_points, total_workouts, current_streak, last_active_date)
         select user_id, city, country, city_key, country_key, points, workouts, 0, last_at::date from places`,
      ),
    );
    await trx.raw('select city_activity_rebuild()');
    log('subscriptions…');
    await trx.raw(
      `insert into subscriptions (user_id, provider, provider_sub_id, provider_customer_id, plan_id, status, plan_price_id,
                                  current_period_end, trial_start, trial_end, observed_at, created_at)
       select ${travellerIdSql('n')}, 'stripe', 'sub_bench_' || n, 'cus_bench_' || n, 'monthly', 'active', 'price_bench_monthly',
              now() + (1 + n % 28) * interval '1 day', now() - interval '60 days', now() - interval '53 days', now(), now() - interval '60 days'
       from generate_series(1, ?::integer) n where n % ? = 0`,
      [scale.registered, SUBSCRIBER_EVERY],
    );
  });
  log('vacuum analyze…');
  await knex.raw('vacuum (analyze)');
}

/** Where the signed-in travellers fly (ids of the app's city list, city-timezones). */
const TRIP_CITY_IDS = [
  'london-westminster-gb',
  'new-york-new-york-us',
  'tokyo-tokyo-jp',
  'sao-paulo-sao-paulo-br',
  'lisbon-lisboa-pt',
  'sydney-new-south-wales-au',
  'mumbai-maharashtra-in',
];
/** Open trips each signed-in traveller has, for generate-plan. */
export const TRIPS_PER_TRAVELLER = 3;
/** Their home, as the plan page's preferences send it. */
export const HOME = { cityId: 'madrid-comunidad-de-madrid-es', timeZone: 'Europe/Madrid' } as const;

export interface SignedInTravellers {
  /** Bearer tokens; token i signs in traveller i + 1 (a registered account). */
  tokens: string[];
}

/**
 * Travellers 1…`count` (registered) as the benchmark signs in as them, redone
 * on every run so a kept database serves too: a fresh session token each (only
 * its SHA-256 stored, as the accounts module stores them), Pro access (odd
 * travellers on a trial ending in 5 days, even ones on an active
 * subscription), and three trips in the next four weeks.
 */
export async function prepareSignedIn(knex: Knex, count: number): Promise<SignedInTravellers> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const ids = `(select ${travellerIdSql('n')} from generate_series(1, ${count}) n)`;
  await knex.transaction(async (trx) => {
    await trx.raw(`delete from auth_sessions where user_id in ${ids}`);
    await trx.raw(
      `insert into auth_sessions (user_id, token_hash, created_at, last_used_at, expires_at, user_agent)
       select ${travellerIdSql('n')}, token_hash, now(), now(), now() + interval '89 days', 'travelfit-load-bench'
       from unnest(?::text[]) with ordinality as issued(token_hash, n)`,
      [hashes],
    );
    await trx.raw(`delete from subscriptions where user_id in ${ids}`);
    await trx.raw(
      `insert into subscriptions (user_id, provider, provider_sub_id, provider_customer_id, plan_id, status, plan_price_id,
                                  current_period_end, trial_start, trial_end, observed_at)
       select ${travellerIdSql('n')}, 'stripe', 'sub_bench_signed_in_' || n, 'cus_bench_' || n, 'monthly',
              case when n % 2 = 1 then 'trialing' else 'active' end, 'price_bench_monthly',
              now() + case when n % 2 = 1 then interval '5 days' else interval '20 days' end,
              case when n % 2 = 1 then now() - interval '2 days' else now() - interval '47 days' end,
              case when n % 2 = 1 then now() + interval '5 days' else now() - interval '40 days' end, now()
       from generate_series(1, ?::integer) n`,
      [count],
    );
    await trx.raw(`delete from trips where user_id in ${ids}`);
    await trx.raw(
      `insert into trips (user_id, city_id, outbound_date, outbound_time, return_date, return_time, hotel, gym)
       select ${travellerIdSql('n')}, (?::text[])[1 + (n + k) % ?], current_date + 3 + 8 * k + n % 3, '07:30',
              current_date + 6 + 8 * k + n % 3, '19:00', true, k = 1
       from generate_series(1, ?::integer) n, generate_series(0, ?::integer) k`,
      [TRIP_CITY_IDS, TRIP_CITY_IDS.length, count, TRIPS_PER_TRAVELLER - 1],
    );
  });
  return { tokens };
}
