import type { Clock, ScheduledJob } from '../../../shared/kernel';
import { dueAt } from '../domain/recurring-challenges';
import type { RecurringChallenges } from './ports/recurring-challenges.port';
import { recurringChallengeText, type Translate } from './recurring-challenge-texts';

/**
 * Keeps a weekly points race, a monthly streak battle and a monthly city
 * conquest always open (DECISIONS.md "Challenge progress by type", docs/adr/0038):
 * every 10 minutes, on the app's clock, it opens each one's current period
 * and, two days ahead, the next, titled in English and Spanish; stores the
 * status the dates give (closing ended challenges); and forgets the sessions
 * no challenge can count any more. Running it twice, or in two processes at
 * once, opens nothing more.
 *
 * @see features/community/challenges-recurring.feature
 */
export function openRecurringChallenges({
  challenges,
  translate,
  clock,
}: {
  challenges: RecurringChallenges;
  translate: Translate;
  clock: Clock;
}): ScheduledJob {
  return {
    queue: 'community.open-recurring-challenges',
    cron: '*/10 * * * *',
    async run() {
      const now = clock.now();
      const due = dueAt(now).map((challenge) => ({
        ...challenge,
        texts: { en: recurringChallengeText(translate, challenge, 'en'), es: recurringChallengeText(translate, challenge, 'es') },
      }));
      await challenges.open(due, now);
      await challenges.settleStatuses(now);
      await challenges.forgetSessionsNoneCount(now);
    },
  };
}
