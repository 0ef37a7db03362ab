import type { Knex } from 'knex';
import { byCodeUnits, placeId } from '../../../shared/kernel';
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

  /** Spellings counted here, places by the domain's key: "Gießen" and "GIESSEN" are one city, named as written most. */
  async topPlacesOf(userId: string, limit: number): Promise<SessionPlace[]> {
    const { rows } = await this.knex.raw<{ rows: SessionPlace[] }>(
      `select btrim(city) as city, btrim(country) as country, count(*)::integer as workouts
       from workout_sessions
       where user_id = ? and city is not null and country is not null
       group by 1, 2`,
      [userId],
    );
    const places = new Map<string, { workouts: number; cities: Map<string, number>; countries: Map<string, number> }>();
    for (const row of rows) {
      const key = placeId(row);
      const place = places.get(key) ?? { workouts: 0, cities: new Map(), countries: new Map() };
      places.set(key, place);
      place.workouts += row.workouts;
      place.cities.set(row.city, (place.cities.get(row.city) ?? 0) + row.workouts);
      place.countries.set(row.country, (place.countries.get(row.country) ?? 0) + row.workouts);
    }
    return [...places.values()]
      .map((place) => ({ city: mostWritten(place.cities), country: mostWritten(place.countries), workouts: place.workouts }))
      .sort((a, b) => b.workouts - a.workouts || byCodeUnits(a.city, b.city) || byCodeUnits(a.country, b.country))
      .slice(0, limit);
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

/** The spelling written most, the first in order among equals. */
function mostWritten(counts: ReadonlyMap<string, number>): string {
  return [...counts].sort(([a, m], [b, n]) => n - m || byCodeUnits(a, b))[0]![0];
}
