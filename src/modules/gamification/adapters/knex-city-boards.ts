import type { Knex } from 'knex';
import type { CitySummary } from '../../../../contracts/gamification';
import type { CityBoards, CityStanding } from '../application/ports/city-boards.port';
import { placeKey } from '../../../shared/kernel';

/**
 * A place's city and country as its travellers wrote them most (`city_place_names`,
 * kept by triggers, migration 202611281130); between two as common, the first in
 * order, as `mode()` chose.
 */
const NAMED = (activity: string) =>
  (['city', 'country'] as const)
    .map(
      (kind) => `(select n.name from city_place_names n
        where n.city_key = ${activity}.city_key and n.country_key = ${activity}.country_key and n.kind = '${kind}'
        order by n.rows desc, n.name limit 1) as ${kind}`,
    )
    .join(', ');

interface StandingRow {
  user_id: string;
  rank: number;
  total_points: number;
  total_workouts: number;
  current_streak: number;
  last_active_date: string | null;
}

/**
 * The city leaderboards on `city_leaderboards`: one row per traveller and
 * place key (`city_key`, `country_key`: the domain's `placeKey`, stored with
 * the row), so two spellings of one city are one row and one city. A search
 * is keyed by the same function and read through the index on the keys and
 * points; nothing computes a key in SQL. The most active cities are read from
 * `city_activity`, which triggers keep as rows change (ADR 0066).
 */
export class KnexCityBoards implements CityBoards {
  constructor(private readonly knex: Knex) {}

  async topCities(limit: number): Promise<CitySummary[]> {
    const { rows } = await this.knex.raw<{ rows: CitySummary[] }>(
      `select ${NAMED('a')}, a.travellers as "totalParticipants", a.top_score as "topScore"
       from city_activity a
       order by a.travellers desc, a.top_score desc, city, country
       limit ?`,
      [limit],
    );
    return rows;
  }

  async boardOf(place: { city: string; country: string }, limit: number) {
    const { cityKey, countryKey } = placeKey(place);
    const [{ rows: names }, { rows }] = await Promise.all([
      this.knex.raw<{ rows: { city: string | null; country: string | null }[] }>(
        `select ${NAMED('a')} from city_activity a where a.city_key = ? and a.country_key = ?`,
        [cityKey, countryKey],
      ),
      this.knex.raw<{ rows: StandingRow[] }>(
        `select user_id, (rank() over (order by total_points desc))::integer as rank, total_points, total_workouts,
                current_streak, last_active_date
         from city_leaderboards where city_key = ? and country_key = ?
         order by total_points desc, user_id
         limit ?`,
        [cityKey, countryKey, limit],
      ),
    ]);
    const standings: CityStanding[] = rows.map((row) => ({
      userId: row.user_id,
      rank: row.rank,
      totalPoints: row.total_points,
      totalWorkouts: row.total_workouts,
      currentStreak: row.current_streak,
      lastActiveDate: row.last_active_date,
    }));
    return { city: names[0]?.city ?? place.city, country: names[0]?.country ?? place.country, standings };
  }
}
