import type { Knex } from 'knex';
import { placeKeySql } from '../../../shared/database/place-key';
import type { RecordedSession, SessionPlace, SessionStats, SessionTally } from '../application/session-stats.port';

interface SessionRow {
  id: string;
  name: string | null;
  duration_min: number;
  context: string;
  city: string | null;
  country: string | null;
  score: number;
  completed_at: Date;
}

export class KnexSessionStats implements SessionStats {
  constructor(private readonly knex: Knex) {}

  async tallyOf(userId: string): Promise<SessionTally> {
    const { rows } = await this.knex.raw<{
      rows: { context: string; energy: string; workouts: number; minutes: number; latest_time_zone: string | null }[];
    }>(
      `select context, coalesce(energy, 'normal') as energy, count(*)::integer as workouts, sum(duration_min)::integer as minutes,
              (select timezone from workout_sessions where user_id = ? and timezone is not null
               order by completed_at desc limit 1) as latest_time_zone
       from workout_sessions where user_id = ? group by 1, 2`,
      [userId, userId],
    );
    const tally: SessionTally = {
      workouts: 0,
      minutes: 0,
      minutesByEnergy: { low: 0, normal: 0, high: 0 },
      byContext: {},
      latestTimeZone: rows[0]?.latest_time_zone ?? null,
    };
    for (const row of rows) {
      tally.workouts += row.workouts;
      tally.minutes += row.minutes;
      const energy = row.energy === 'low' || row.energy === 'high' ? row.energy : 'normal';
      tally.minutesByEnergy[energy] += row.minutes;
      tally.byContext[row.context] = (tally.byContext[row.context] ?? 0) + row.workouts;
    }
    return tally;
  }

  async countSince(userId: string, since: string, timeZone: string): Promise<number> {
    const row = await this.knex('workout_sessions')
      .where({ user_id: userId })
      .whereRaw('(completed_at at time zone ?)::date >= ?::date', [timeZone, since])
      .first<{ count: number }>(this.knex.raw('count(*)::integer as count'));
    return row?.count ?? 0;
  }

  async topPlacesOf(userId: string, limit: number): Promise<SessionPlace[]> {
    const { rows } = await this.knex.raw<{ rows: SessionPlace[] }>(
      `select mode() within group (order by btrim(city)) as city, mode() within group (order by btrim(country)) as country,
              count(*)::integer as workouts
       from workout_sessions
       where user_id = ? and city is not null and country is not null
       group by ${placeKeySql('city')}, ${placeKeySql('country')}
       order by workouts desc, 1, 2
       limit ?`,
      [userId, limit],
    );
    return rows;
  }

  async recentOf(userId: string, limit: number): Promise<RecordedSession[]> {
    const rows = await this.knex('workout_sessions')
      .where({ user_id: userId })
      .orderBy([{ column: 'completed_at', order: 'desc' }, { column: 'id' }])
      .limit(limit)
      .select<SessionRow[]>('id', 'name', 'duration_min', 'context', 'city', 'country', 'score', 'completed_at');
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      durationMinutes: row.duration_min,
      context: row.context,
      city: row.city,
      country: row.country,
      score: row.score,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
  }
}
