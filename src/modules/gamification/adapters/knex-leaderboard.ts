import type { Knex } from 'knex';
import type { Leaderboard, Standing } from '../application/ports/leaderboard.port';

interface StandingRow {
  user_id: string;
  total: number;
  rank: number;
}

const toStanding = (row: StandingRow): Standing => ({ userId: row.user_id, total: row.total, rank: row.rank });

/**
 * The leaderboard on `points` (docs/adr/0036): the list walks the index on
 * (total desc, user_id) and stops after `limit` rows; a traveller's rank adds
 * up the rank buckets (`points_histogram`) above their total instead of
 * counting the travellers there one by one.
 */
export class KnexLeaderboard implements Leaderboard {
  constructor(private readonly knex: Knex) {}

  async top(limit: number): Promise<Standing[]> {
    const { rows } = await this.knex.raw<{ rows: StandingRow[] }>(
      `select user_id, total, (rank() over (order by total desc))::integer as rank
       from points order by total desc, user_id limit ?`,
      [limit],
    );
    return rows.map(toStanding);
  }

  async standingOf(userId: string): Promise<Standing | null> {
    const { rows } = await this.knex.raw<{ rows: StandingRow[] }>(
      `select p.user_id, p.total,
              1 + coalesce((select sum(h.travellers) from points_histogram h where h.total > p.total), 0)::integer as rank
       from points p where p.user_id = ?`,
      [userId],
    );
    const row = rows[0];
    return row ? toStanding(row) : null;
  }
}
