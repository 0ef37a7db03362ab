import type { JoinTeamReply } from '../../../../contracts/community/teams.schemas';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { TeamStore } from './ports/team-store.port';
import { roleIn, teamView } from './team-view';

/**
 * Joining a team, by its invite link or the spec's join call (DECISIONS.md
 * "Teams"): a full team refuses; joining again changes nothing and says so.
 * Points count from this moment on.
 */
export class JoinTeam {
  constructor(
    private readonly teams: TeamStore,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, teamId: string): Promise<Result<JoinTeamReply, 'community.team-not-found' | 'community.team-full'>> {
    const outcome = await this.teams.join(teamId, userId, this.clock.now());
    switch (outcome) {
      case 'not-found':
        return fail('community.team-not-found');
      case 'full':
        return fail('community.team-full');
      case 'joined':
      case 'already-member': {
        const found = await this.teams.find(teamId);
        // The last member may have left between the join and this read, closing the team.
        if (!found) return fail('community.team-not-found');
        return ok({ team: teamView(found.team, roleIn(found.members, userId)), joined: outcome === 'joined' });
      }
    }
  }
}
