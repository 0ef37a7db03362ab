import type { Knex } from 'knex';
import { contract } from '../../../contracts';
import { challengeMessages } from '../../../contracts/i18n/challenge-messages';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import { FormatjsTranslator } from '../../shared/i18n';
import type { Clock, EventSubscriber, ScheduledJob, ViewerDirectory } from '../../shared/kernel';
import type { WorkoutSessionCompleted } from '../workouts';
import { KnexChallengeBoard } from './adapters/knex-challenge-board';
import { KnexChallengeProgressStore } from './adapters/knex-challenge-progress-store';
import { KnexRecurringChallenges } from './adapters/knex-recurring-challenges';
import { KnexTeamOf } from './adapters/knex-team-of';
import { ChallengeListsQuery } from './application/challenge-lists.query';
import { JoinChallengeUseCase } from './application/join-challenge.use-case';
import { openRecurringChallenges } from './application/open-recurring-challenges.job';
import type { TravellerStreaks } from './application/ports/traveller-streaks.port';
import { trackChallengeProgress } from './application/track-challenge-progress.subscriber';
import { createChallengesRouter } from './http/challenges.router';

export interface ChallengesDeps {
  knex: Knex;
  clock: Clock;
  viewers: ViewerDirectory;
  /** The streak a workout reached: gamification's facade (`GamificationTokens.Streaks`). */
  streaks: TravellerStreaks;
}

export interface Challenges {
  routes: HttpRoutes;
  /** Progress from `workouts.session-completed`. */
  progress: EventSubscriber<WorkoutSessionCompleted>;
  /** Keeps the recurring challenges open and closes ended ones. */
  recurring: ScheduledJob;
}

/**
 * Group challenges (issue 13): the lists and joining, progress from finished
 * workouts, and the challenges that recur (docs/adr/0038).
 */
export function createChallenges({ knex, clock, viewers, streaks }: ChallengesDeps): Challenges {
  const store = new KnexChallengeProgressStore(knex);
  const teams = new KnexTeamOf(knex);
  const translator = new FormatjsTranslator(challengeMessages);
  const router = createChallengesRouter({
    viewers: viewerGuard(viewers),
    lists: new ChallengeListsQuery(new KnexChallengeBoard(knex), clock),
    join: new JoinChallengeUseCase(store, teams, clock),
  });
  return {
    routes: { name: 'challenges', mount: (app) => mountContract(app, contract.challenges, router) },
    progress: trackChallengeProgress({ store, streaks, teams }),
    recurring: openRecurringChallenges({
      challenges: new KnexRecurringChallenges(knex),
      translate: (locale, key, values) => translator.t(locale, key, values),
      clock,
    }),
  };
}
