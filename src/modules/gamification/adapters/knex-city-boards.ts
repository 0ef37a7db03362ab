import type { Knex } from 'knex';
import type { CitySummary } from '../../../../contracts/gamification';
import { placeKeySql } from '../../../shared/database/place-key';
import type { CityBoards, CityStanding } from '../application/ports/city-boards.port';

const CITY = placeKeySql('city');
const COUNTRY = placeKeySql('country');

interface StandingRow {
  user_id: string;
  rank: number;
  total_points: number;
  total_workouts: number;
  current_streak: number;
  last_active_date: string | null;
}

/**
 * The city leaderboards on `city_leaderboards`, one row per traveller and
 * city. Places are matched by their comparison key (accents, case and spacing
 * aside), so a traveller's rows under two spellings of one city count as one.
 */
export class KnexCityBoards implements CityBoards {
  constructor(private readonly knex: Knex) {}

  async topCities(limit: number): Promise<CitySummary[]> {
    const { rows } = await this.knex.raw<{ rows: CitySummary[] }>(
      `select mode() within group (order by city) as city, mode() within group (order by country) as country,
              count(distinct user_id)::integer as "totalParticipants", max(total_points)::integer as "topScore"
       from city_leaderboards
       group by ${CITY}, ${COUNTRY}
       order by "totalParticipants" desc, "topScore" desc, city, country
       limit ?`,
      [limit],
    );
    return rows;
  }

  async boardOf(place: { city: string; country: string }, limit: number) {
    const matching = `from city_leaderboards where ${CITY} = ${placeKeySql('?')} and ${COUNTRY} = ${placeKeySql('?')}`;
    const [{ rows: names }, { rows }] = await Promise.all([
      this.knex.raw<{ rows: { city: string | null; country: string | null }[] }>(
        `select mode() within group (order by city) as city, mode() within group (order by country) as country ${matching}`,
        [place.city, place.country],
      ),
      this.knex.raw<{ rows: StandingRow[] }>(
        `select user_id, (rank() over (order by sum(total_points) desc))::integer as rank,
                sum(total_points)::integer as total_points, sum(total_workouts)::integer as total_workouts,
                max(current_streak) as current_streak, max(last_active_date) as last_active_date
         ${matching}
         group by user_id
         order by total_points desc, user_id
         limit ?`,
        [place.city, place.country, limit],
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
