import { ContainerModule } from 'inversify';

/**
 * Community: challenges, teams, user content, the waitlist and analytics events.
 * Owns the tables group_challenges, challenge_participants, teams, team_members, ugc, spotlight, waitlist_entries, analytics_events. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const communityModule = (): ContainerModule =>
  new ContainerModule(() => {});
