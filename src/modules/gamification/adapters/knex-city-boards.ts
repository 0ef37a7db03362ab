import type { Knex } from 'knex';
import type { CitySummary } from '../../../../contracts/gamification';
import type { CityBoards, CityStanding } from '../application/ports/city-boards.port';
import { placeKey } from '../domain/places';

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
 * points; nothing computes a key in SQL.
 */
export class KnexCityBoards implements CityBoards {
  constructor(private readonly knex: Knex) {}

  async topCities(limit: number): Promise<CitySummary[]> {
    const { rows } = await this.knex.raw<{ rows: CitySummary[] }>(
      `select mode() within group (order by city) as city, mode() within group (order by country) as country,
              count(*)::integer as "totalParticipants", max(total_points)::integer as "topScore"
       from city_leaderboards
       group by city_key, country_key
       order by "totalParticipants" desc, "topScore" desc, city, country
       limit ?`,
      [limit],
    );
    return rows;
  }

  async boardOf(place: { city: string; country: string }, limit: number) {
    const { cityKey, countryKey } = placeKey(place);
    const matching = 'from city_leaderboards where city_key = ? and country_key = ?';
    const [{ rows: names }, { rows }] = await Promise.all([
      this.knex.raw<{ rows: { city: string | null; country: string | null }[] }>(
        `select mode() within group (order by city) as city, mode() within group (order by country) as country ${matching}`,
        [cityKey, countryKey],
      ),
      this.knex.raw<{ rows: StandingRow[] }>(
        `select user_id, (rank() over (order by total_points desc))::integer as rank, total_points, total_workouts,
                current_streak, last_active_date
         ${matching}
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
