import type { Knex } from 'knex';
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

export class KnexSessionHistory implements SessionHistory {
  constructor(private readonly knex: Knex) {}

  async recentOf(userId: string, limit: number): Promise<CompletedSessionSummary[]> {
    const rows = await this.knex('workout_sessions')
      .where({ user_id: userId })
      .orderBy('completed_at', 'desc')
      .limit(limit)
      .select<SessionRow[]>('id', 'name', 'duration_min', 'context', 'city', 'score', 'completed_at');
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
