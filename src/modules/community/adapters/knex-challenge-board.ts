import type { Knex } from 'knex';
import type { Locale } from '../../../../contracts/sdui';
import type { ChallengeBoard, JoinedChallenge, ListedChallenge } from '../application/ports/challenge-board.port';
import { TERMS_COLUMNS, toTerms, type TermsRow } from './challenge-rows';

interface ListedRow extends TermsRow {
  id: string;
  title: string;
  description: string | null;
  city: string | null;
  country: string | null;
  participant_count: number;
}

interface JoinedRow extends ListedRow {
  current_progress: number;
  rank: number;
  joined_at: Date;
  completed_at: Date | null;
}

const toListed = (row: ListedRow): ListedChallenge => ({
  ...toTerms(row),
  id: row.id,
  title: row.title,
  description: row.description,
  city: row.city,
  country: row.country,
  participantCount: row.participant_count,
});

/**
 * Challenges for the lists, from group_challenges (titles in `translations`
 * for other languages than English) and challenge_participants (counted per
 * challenge: at most maxParticipants rows each).
 */
export class KnexChallengeBoard implements ChallengeBoard {
  constructor(private readonly knex: Knex) {}

  private challenges(locale: Locale) {
    const k = this.knex;
    return k('group_challenges as c')
      .whereNot('c.status', 'cancelled')
      .select(
        'c.id',
        ...TERMS_COLUMNS.map((column) => `c.${column}`),
        'c.city',
        'c.country',
        k.raw(`coalesce(c.translations -> ? ->> 'title', c.title) as title`, [locale]),
        k.raw(`coalesce(c.translations -> ? ->> 'description', c.description) as description`, [locale]),
        k.raw(`(select count(*) from challenge_participants cp where cp.challenge_id = c.id)::int as participant_count`),
      );
  }

  /** Running first (the soonest to end first), then about to start, then ended (the latest first). */
  private ordered(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
    return query
      .orderByRaw(`case when c.end_date <= ? then 2 when c.start_date > ? then 1 else 0 end`, [now, now])
      .orderByRaw(`case when c.end_date > ? then c.end_date end asc`, [now])
      .orderBy([
        { column: 'c.end_date', order: 'desc' },
        { column: 'c.id', order: 'asc' },
      ]);
  }

  async listed(now: Date, endedSince: Date, limit: number, locale: Locale): Promise<ListedChallenge[]> {
    const rows = (await this.ordered(this.challenges(locale).where('c.end_date', '>', endedSince), now).limit(limit)) as ListedRow[];
    return rows.map(toListed);
  }

  async joinedBy(userId: string, now: Date, limit: number, locale: Locale, challengeId?: string): Promise<JoinedChallenge[]> {
    const query = this.challenges(locale)
      .join('challenge_participants as p', 'p.challenge_id', 'c.id')
      .where('p.user_id', userId)
      .select('p.current_progress', 'p.rank', 'p.joined_at', 'p.completed_at');
    if (challengeId !== undefined) query.where('c.id', challengeId);
    const rows = (await this.ordered(query, now).limit(limit)) as JoinedRow[];
    return rows.map((row) => ({
      ...toListed(row),
      currentProgress: row.current_progress,
      rank: row.rank,
      joinedAt: row.joined_at,
      completedAt: row.completed_at,
    }));
  }
}
