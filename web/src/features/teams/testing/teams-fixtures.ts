import {
  TeamDetailsReplySchema,
  TeamSchema,
  UserTeamsReplySchema,
  type Team,
  type TeamDetailsReply,
  type TeamMember,
  type UserTeamsReply,
} from '../../../../../contracts/community/teams.schemas';

/**
 * Replies of the team calls as the contract shapes them (each fixture is
 * parsed by the contract's schema, so a change of shape breaks these tests).
 */

export const TEAM_ID = '5d7a4c1e-0b8f-4a51-9a55-2f3c9e1d7b20';
export const OTHER_TEAM_ID = '7e2b9f40-3c1d-4e8a-8b6f-1a2c3d4e5f60';
/** The signed-in traveller of billing.fixture's userFixture. */
export const MAYA_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const BEN_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2ca9b8';

export function teamFixture(overrides: Partial<Team> = {}): Team {
  return TeamSchema.parse({
    id: TEAM_ID,
    name: 'Gate Runners',
    description: 'Workouts between flights',
    emoji: '🏃',
    maxMembers: 10,
    currentMembers: 2,
    totalPoints: 1230,
    createdAt: '2026-11-20T08:00:00.000Z',
    yourRole: 'admin',
    ...overrides,
  });
}

export function userTeamsFixture(teams: Team[] = [teamFixture()]): UserTeamsReply {
  return UserTeamsReplySchema.parse({ teams });
}

const member = (userId: string, role: TeamMember['role'], points: number, you: boolean): TeamMember => ({
  userId,
  label: `Traveler-${userId.slice(-4)}`,
  you,
  role,
  pointsContributed: points,
  joinedAt: '2026-11-20T08:00:00.000Z',
});

/** Maya (the viewer, admin, 4e5f) and Ben (a member, a9b8). */
export function teamDetailsFixture(team: Partial<Team> = {}, members?: TeamMember[]): TeamDetailsReply {
  return TeamDetailsReplySchema.parse({
    team: teamFixture(team),
    members: members ?? [member(BEN_ID, 'member', 1000, false), member(MAYA_ID, 'admin', 230, true)],
  });
}

export const BEN = { id: BEN_ID, label: 'Traveler-a9b8' };
