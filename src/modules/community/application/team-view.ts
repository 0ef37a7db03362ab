import type { Team, TeamMember, TeamRole } from '../../../../contracts/community/teams.schemas';
import { travellerLabel } from '../../gamification';
import type { MemberRecord, TeamRecord } from './ports/team-store.port';

/** A stored team as the contract shows it to a viewer with that role in it (null: not a member). */
export function teamView(team: TeamRecord, yourRole: TeamRole | null): Team {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    emoji: team.emoji,
    maxMembers: team.maxMembers,
    currentMembers: team.currentMembers,
    totalPoints: team.totalPoints,
    createdAt: team.createdAt.toISOString(),
    yourRole,
  };
}

/** A member as shared pages show them (DECISIONS.md "Public ids"): their account's id and its `Traveler-` label, nothing else of them. */
export function memberView(member: MemberRecord, viewerId: string | null): TeamMember {
  return {
    userId: member.userId,
    label: travellerLabel(member.userId),
    you: member.userId === viewerId,
    role: member.role,
    pointsContributed: member.pointsContributed,
    joinedAt: member.joinedAt.toISOString(),
  };
}

export const roleIn = (members: readonly MemberRecord[], userId: string | null): TeamRole | null =>
  members.find((member) => member.userId === userId)?.role ?? null;
