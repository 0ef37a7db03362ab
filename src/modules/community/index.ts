/** The community module's only public door: other modules import nothing else. */
export { communityModule } from './community.module';
/**
 * Team points for challenges: `TeamsTokens.Points` is a `TeamPointsReader`,
 * whose `teamPointsOf(userId, { from, to })` answers the traveller's team and
 * the points its members earned in that window since they joined (null: no team).
 */
export { TeamsTokens } from './teams.tokens';
export type { TeamPointsReader, TravellerTeamPoints, PointsWindow } from './application/team-points-reader.port';
