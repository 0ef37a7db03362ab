import type { ServiceIdentifier } from 'inversify';
import type { TeamPointsReader } from './application/team-points-reader.port';

export const TeamsTokens = {
  /** Read facade: a traveller's team and its points in a window (for a team_challenge's progress). */
  Points: Symbol.for('community.TeamPoints') as ServiceIdentifier<TeamPointsReader>,
} as const;
