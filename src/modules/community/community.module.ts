import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { KnexAnalyticsEvents } from './adapters/knex-analytics-events';
import { countOpenedAccounts } from './application/count-opened-accounts.subscriber';
import { countSubscriptionChanges } from './application/count-subscription-changes.subscriber';
import { createTeams, type Teams } from './create-teams';
import { TeamsTokens } from './teams.tokens';

const BuiltTeams = Symbol('community.BuiltTeams') as ServiceIdentifier<Teams>;

/**
 * Community: challenges, teams, user content, the waitlist and analytics events.
 * Owns the tables group_challenges, challenge_participants, teams, team_members, ugc, spotlight, waitlist_entries, analytics_events.
 * It counts opened accounts and subscription changes (events of accounts and subscriptions) and runs teams
 * (create-teams.ts; team points grow from workouts.session-completed).
 */
export const communityModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(CoreTokens.EventSubscribers).toResolvedValue(
      (knex: Knex) => countOpenedAccounts(new KnexAnalyticsEvents(knex)),
      [CoreTokens.Knex],
    );
    bind(CoreTokens.EventSubscribers).toResolvedValue(
      (knex: Knex) => countSubscriptionChanges(new KnexAnalyticsEvents(knex)),
      [CoreTokens.Knex],
    );
    // Teams (spec 2 §2): routes, the team points subscriber, and the points read for challenges.
    bind(BuiltTeams).toResolvedValue(
      (knex: Knex, clock: Clock, viewers: ViewerDirectory) => createTeams({ knex, clock, viewers }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Viewers],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((teams: Teams) => teams.routes, [BuiltTeams]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((teams: Teams) => teams.pointsSubscriber, [BuiltTeams]);
    bind(TeamsTokens.Points).toResolvedValue((teams: Teams) => teams.points, [BuiltTeams]);
  });
