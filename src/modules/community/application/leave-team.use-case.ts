import type { LeaveTeamReply } from '../../../../contracts/community/teams.schemas';
import { fail, ok, type Result } from '../../../shared/kernel';
import { afterLeaving, isMember } from '../domain/team-membership';
import type { TeamStore } from './ports/team-store.port';

/**
 * A member leaves, taking their points out of the team's total. The last
 * admin to leave hands admin to the longest-standing member; the last member
 * to leave closes the team (features/community/teams-leaving.feature).
 */
export class LeaveTeam {
  constructor(private readonly teams: TeamStore) {}

  async execute(userId: string, teamId: string): Promise<Result<LeaveTeamReply, 'community.team-not-found' | 'community.not-a-member'>> {
    const done = await this.teams.locked(teamId, async ({ members, removeMember, makeAdmin, close }) => {
      if (!isMember(members, userId)) return fail('community.not-a-member');
      const after = afterLeaving(members, userId);
      if (after.kind === 'closed') {
        await close();
        return ok({ closed: true });
      }
      await removeMember(userId);
      if (after.newAdmin) await makeAdmin(after.newAdmin);
      return ok({ closed: false });
    });
    return done ? done.result : fail('community.team-not-found');
  }
}
