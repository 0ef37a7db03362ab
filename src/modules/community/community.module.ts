import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { CoreTokens } from '../../shared/kernel';
import { KnexAnalyticsEvents } from './adapters/knex-analytics-events';
import { countOpenedAccounts } from './application/count-opened-accounts.subscriber';
import { countSubscriptionChanges } from './application/count-subscription-changes.subscriber';

/**
 * Community: challenges, teams, user content, the waitlist and analytics events.
 * Owns the tables group_challenges, challenge_participants, teams, team_members, ugc, spotlight, waitlist_entries, analytics_events.
 * So far it only counts opened accounts and subscription changes (events of accounts and subscriptions); its use cases, adapters and routes arrive with the issue
 * that builds the capability.
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
  });
