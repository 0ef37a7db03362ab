import type { Knex } from 'knex';
import { placeKey } from '../../../shared/kernel';
import type { ChallengeTerms } from '../domain/challenge';
import type { CountedSession, ProgressWindow, Standing } from '../domain/challenge-progress';
import type {
  ChallengeProgressStore,
  ChallengeProgressTx,
  Participation,
  SessionFacts,
} from '../application/ports/challenge-progress-store.port';
import { TERMS_COLUMNS, toTerms, type TermsRow } from './challenge-rows';

interface ParticipationRow extends TermsRow {
  id: string;
  challenge_id: string;
  user_id: string;
  joined_at: Date;
}

interface SessionRow {
  session_id: string;
  user_id: string;
  completed_at: Date;
  points: number;
  city_key: string | null;
  country_key: string | null;
  streak: number | null;
}

const toParticipation = (row: ParticipationRow): Participation => ({
  id: row.id,
  challengeId: row.challenge_id,
  userId: row.user_id,
  joinedAt: row.joined_at,
  terms: toTerms(row),
});

const PARTICIPATION_COLUMNS = ['p.id', 'p.challenge_id', 'p.user_id', 'p.joined_at', ...TERMS_COLUMNS.map((column) => `c.${column}`)];

/** The challenges one can take part in: all but the cancelled. */
const NOT_CANCELLED = `c.status <> 'cancelled'`;

class KnexChallengeProgressTx implements ChallengeProgressTx {
  constructor(private readonly trx: Knex.Transaction) {}

  async recordSession(session: SessionFacts): Promise<void> {
    const key = session.city !== null && session.country !== null ? placeKey({ city: session.city, country: session.country }) : null;
    // A session of a traveller deleted since (an anonymous device purged) is not kept: nothing could count it.
    await this.trx.raw(
      `insert into challenge_activity (session_id, user_id, completed_at, points, city_key, country_key, streak)
       select ?, id, ?, ?, ?, ?, ? from users where id = ?
       on conflict (session_id) do nothing`,
      [
        session.sessionId,
        session.completedAt,
        session.points,
        key?.cityKey ?? null,
        key?.countryKey ?? null,
        session.streak,
        session.userId,
      ],
    );
  }

  async participationsAt(userIds: readonly string[], at: Date, kind: 'own' | 'team'): Promise<Participation[]> {
    const rows = await this.trx('challenge_participants as p')
      .join('group_challenges as c', 'c.id', 'p.challenge_id')
      .whereIn('p.user_id', userIds)
      .where('c.type', kind === 'team' ? '=' : '<>', 'team_challenge')
      .whereRaw(NOT_CANCELLED)
      .where('c.start_date', '<=', at)
      .where('c.end_date', '>', at)
      .where('p.joined_at', '<=', at)
      .select<ParticipationRow[]>(PARTICIPATION_COLUMNS);
    return rows.map(toParticipation);
  }

  async lockChallenges(challengeIds: readonly string[]): Promise<void> {
    await this.trx('group_challenges')
      .whereIn('id', [...new Set(challengeIds)])
      .orderBy('id')
      .forUpdate()
      .select('id');
  }

  async sessionsOf(userIds: readonly string[], window: ProgressWindow): Promise<CountedSession[]> {
    const rows = await this.trx('challenge_activity')
      .whereIn('user_id', userIds)
      .where('completed_at', '>=', window.from)
      .where('completed_at', '<', window.to)
      .select<SessionRow[]>('session_id', 'user_id', 'completed_at', 'points', 'streak', 'city_key', 'country_key');
    return rows.map((row) => ({
      sessionId: row.session_id,
      userId: row.user_id,
      completedAt: row.completed_at,
      points: row.points,
      place: row.city_key === null ? null : `${row.city_key}\u0000${row.country_key}`,
      streak: row.streak,
    }));
  }

  async saveStanding(participationId: string, { progress, completedAt }: Standing): Promise<void> {
    // least() passes over a null: a completion is set once reached and only ever moves earlier.
    await this.trx('challenge_participants')
      .where({ id: participationId })
      .update({
        current_progress: this.trx.raw('greatest(current_progress, ?)', [progress]),
        completed_at: this.trx.raw('least(completed_at, ?::timestamptz)', [completedAt]),
      });
  }

  async rerank(challengeIds: readonly string[]): Promise<void> {
    if (challengeIds.length === 0) return;
    await this.trx.raw(
      `update challenge_participants p set rank = ranked.rank
       from (
         select id, rank() over (partition by challenge_id order by current_progress desc, completed_at asc nulls last)::int as rank
         from challenge_participants where challenge_id = any(?::uuid[])
       ) ranked
       where p.id = ranked.id and p.rank is distinct from ranked.rank`,
      [[...new Set(challengeIds)]],
    );
  }

  async lockForJoining(challengeId: string): Promise<{ terms: ChallengeTerms; participants: number } | null> {
    const row = await this.trx('group_challenges as c')
      .where('c.id', challengeId)
      .whereRaw(NOT_CANCELLED)
      .forUpdate()
      .first<TermsRow | undefined>(TERMS_COLUMNS.map((column) => `c.${column}`));
    if (!row) return null;
    const counted = await this.trx('challenge_participants')
      .where({ challenge_id: challengeId })
      .count<{ count: string }[]>({ count: '*' });
    return { terms: toTerms(row), participants: Number(counted[0]?.count ?? 0) };
  }

  async participation(challengeId: string, userId: string): Promise<Participation | null> {
    const row = await this.trx('challenge_participants as p')
      .join('group_challenges as c', 'c.id', 'p.challenge_id')
      .where({ 'p.challenge_id': challengeId, 'p.user_id': userId })
      .first<ParticipationRow | undefined>(PARTICIPATION_COLUMNS);
    return row ? toParticipation(row) : null;
  }

  async addParticipant(challengeId: string, userId: string, joinedAt: Date): Promise<Participation> {
    await this.trx('challenge_participants').insert({ challenge_id: challengeId, user_id: userId, joined_at: joinedAt });
    const added = await this.participation(challengeId, userId);
    if (!added) throw new Error('challenge_participants: the inserted participation is not there');
    return added;
  }
}

/**
 * Participants and the sessions they count, in challenge_participants and
 * challenge_activity. A transaction first takes one PostgreSQL advisory lock
 * per key (`pg_advisory_xact_lock`, released at commit or rollback), in sorted
 * order so two transactions never wait on each other's; challenges are locked
 * by their rows (`for update`), always in id order.
 */
export class KnexChallengeProgressStore implements ChallengeProgressStore {
  constructor(private readonly knex: Knex) {}

  transaction<T>(lockKeys: readonly string[], work: (tx: ChallengeProgressTx) => Promise<T>): Promise<T> {
    return this.knex.transaction(async (trx) => {
      for (const key of [...new Set(lockKeys)].sort()) {
        await trx.raw(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`community.challenges:${key}`]);
      }
      return work(new KnexChallengeProgressTx(trx));
    });
  }
}
