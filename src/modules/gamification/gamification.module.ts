import { ContainerModule } from 'inversify';

/**
 * Gamification: points, streaks, badges, the city passport and leaderboards.
 * Owns the tables points, streaks, badge_definitions, badges, passport_stamps, city_leaderboards. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const gamificationModule = new ContainerModule(() => {});
