import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { GamificationTokens, type StreakReader } from '../gamification';
import { createChallenges, type Challenges } from './create-challenges';
import { createTeams, type Teams } from './create-teams';

const BuiltTeams = Symbol('community.BuiltTeams') as ServiceIdentifier<Teams>;
const BuiltChallenges = Symbol('community.Challenges') as ServiceIdentifier<Challenges>;

/**
 * Community: challenges, teams and user content.
 * Owns the tables group_challenges, challenge_participants, challenge_activity, teams, team_members,
 * team_point_credits, ugc, spotlight (the waitlist module owns waitlist_entries; analytics_events
 * moved to the analytics module, docs/adr/0045). Runs teams (create-teams.ts; team points grow from
 * workouts.session-completed) and group challenges: their routes, their
 * progress from finished workouts and the job that keeps recurring ones open.
 * The streak battles read gamification's streak facade (`GamificationTokens.Streaks`).
 */
export const communityModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    // Teams (spec 2 §2): routes and the team points subscriber.
    bind(BuiltTeams).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory) => createTeams({ knex, clock, viewers }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((teams: Teams) => teams.routes, [BuiltTeams]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((teams: Teams) => teams.pointsSubscriber, [BuiltTeams]);
    bind(BuiltChallenges).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory, streaks: StreakReader) => createChallenges({ knex, clock, viewers, streaks }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers, GamificationTokens.Streaks],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((built: Challenges) => built.routes, [BuiltChallenges]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((built: Challenges) => built.progress, [BuiltChallenges]);
    bind(CoreTokens.ScheduledJobs).toResolvedValue((built: Challenges) => built.recurring, [BuiltChallenges]);
  });
