import type { TeamDetailsReply } from '../../../../contracts/community/teams.schemas';
import type { TeamStore } from './ports/team-store.port';
import { memberView, roleIn, teamView } from './team-view';

/**
 * A team's page (spec 2 §2 Team Details): the team and its members, most
 * points first (then longest-standing), under public ids; the viewer's own
 * row marked. Anyone with the link may look (features/community/teams.feature).
 */
export class TeamDetailsQuery {
  constructor(private readonly teams: TeamStore) {}

  async execute(teamId: string, viewerId: string | null): Promise<TeamDetailsReply | null> {
    const found = await this.teams.find(teamId);
    if (!found) return null;
    const members = [...found.members].sort(
      (a, b) => b.pointsContributed - a.pointsContributed || a.joinedAt.getTime() - b.joinedAt.getTime(),
    );
    return {
      team: teamView(found.team, roleIn(found.members, viewerId)),
      members: members.map((member) => memberView(member, viewerId)),
    };
  }
}
