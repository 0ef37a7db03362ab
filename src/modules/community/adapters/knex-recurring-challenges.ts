import type { Knex } from 'knex';
import type { NewRecurringChallenge, RecurringChallenges } from '../application/ports/recurring-challenges.port';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far longer than the event deliveries' retries (5, backing off to 10 minutes, ADR 0012). */
const LATE_DELIVERY_DAYS = 7;

/**
 * The recurring challenges in group_challenges, one per (recurrence,
 * period_start) by `group_challenges_recurrence_period_unique`: an insert that
 * meets an existing one (or one a concurrent process is inserting) does nothing.
 */
export class KnexRecurringChallenges implements RecurringChallenges {
  constructor(private readonly knex: Knex) {}

  async open(challenges: readonly NewRecurringChallenge[], now: Date): Promise<void> {
    if (challenges.length === 0) return;
    await this.knex('group_challenges')
      .insert(
        challenges.map((challenge) => ({
          title: challenge.texts.en.title,
          description: challenge.texts.en.description,
          translations: JSON.stringify({ es: challenge.texts.es }),
          type: challenge.type,
          target_value: challenge.targetValue,
          start_date: challenge.period.start,
          end_date: challenge.period.end,
          status: challenge.period.start > now ? 'upcoming' : 'active',
          recurrence: challenge.recurrence,
          period_start: challenge.period.firstDay,
        })),
      )
      .onConflict(this.knex.raw('(recurrence, period_start) where recurrence is not null'))
      .ignore();
  }

  async settleStatuses(now: Date): Promise<void> {
    await this.knex('group_challenges')
      .whereIn('status', ['upcoming', 'active'])
      .where('end_date', '<=', now)
      .update({ status: 'completed' });
    await this.knex('group_challenges').where('status', 'upcoming').where('start_date', '<=', now).update({ status: 'active' });
  }

  async forgetSessionsNoneCount(now: Date): Promise<void> {
    // A participant's window never starts before their challenge does; a challenge ended less than
    // LATE_DELIVERY_DAYS ago may still hear of a session told late (a delivery retried after a failure).
    const endedSince = new Date(now.getTime() - LATE_DELIVERY_DAYS * DAY_MS);
    await this.knex('challenge_activity')
      .where(
        'completed_at',
        '<',
        this.knex('group_challenges')
          .where('end_date', '>', endedSince)
          .whereNot('status', 'cancelled')
          .select(this.knex.raw('coalesce(min(start_date), ?::timestamptz)', [endedSince])),
      )
      .delete();
  }
}
