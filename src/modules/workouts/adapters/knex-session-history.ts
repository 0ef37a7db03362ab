import type { Knex } from 'knex';
import { rowsOf } from '../../../shared/database/statement';
import type { CompletedSessionSummary, SessionHistory } from '../application/session-history.port';

interface SessionRow {
  id: string;
  name: string | null;
  duration_min: number;
  context: string | null;
  city: string | null;
  score: number;
  completed_at: Date;
}

/** The profile read shows them on every visit (shared/database/statement.ts). */
const RECENT_SESSIONS = `select id, name, duration_min, context, city, score, completed_at
  from workout_sessions where user_id = $1 order by completed_at desc limit $2`;

export class KnexSessionHistory implements SessionHistory {
  constructor(private readonly knex: Knex) {}

  async recentOf(userId: string, limit: number): Promise<CompletedSessionSummary[]> {
    const rows = await rowsOf<SessionRow>(this.knex, RECENT_SESSIONS, [userId, limit]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      durationMinutes: row.duration_min,
      context: row.context,
      city: row.city,
      pointsEarned: row.score,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
  }
}
