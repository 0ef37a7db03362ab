import type { Team } from '../../../../contracts/community/teams.schemas';
import { fail, ok, type Result } from '../../../shared/kernel';
import { isAdmin } from '../domain/team-membership';
import type { TeamStore } from './ports/team-store.port';
import { teamView } from './team-view';

type RemoveFailure = 'community.team-not-found' | 'community.not-team-admin' | 'community.not-a-member' | 'community.remove-yourself';

/**
 * The admin removes a member, who takes their points out of the team's total.
 * The admin leaves with Leave instead, which hands admin over
 * (features/community/teams-admin.feature).
 */
export class RemoveMember {
  constructor(private readonly teams: TeamStore) {}

  async execute(adminId: string, teamId: string, memberId: string): Promise<Result<Team, RemoveFailure>> {
    const done = await this.teams.locked(teamId, async ({ team, members, removeMember }) => {
      if (!isAdmin(members, adminId)) return fail('community.not-team-admin');
      if (memberId === adminId) return fail('community.remove-yourself');
      const member = members.find((candidate) => candidate.userId === memberId);
      if (!member) return fail('community.not-a-member');
      await removeMember(memberId);
      return ok(
        teamView({ ...team, currentMembers: team.currentMembers - 1, totalPoints: team.totalPoints - member.pointsContributed }, 'admin'),
      );
    });
    return done ? done.result : fail('community.team-not-found');
  }
}
