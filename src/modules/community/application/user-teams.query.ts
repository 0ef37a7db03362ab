import type { UserTeamsReply } from '../../../../contracts/community/teams.schemas';
import type { TeamStore } from './ports/team-store.port';
import { teamView } from './team-view';

/** The traveller's own teams (spec 2 §2 My Teams), with their role in each. */
export class UserTeamsQuery {
  constructor(private readonly teams: TeamStore) {}

  async execute(userId: string): Promise<UserTeamsReply> {
    const teams = await this.teams.teamsOf(userId);
    return { teams: teams.map(({ team, role }) => teamView(team, role)) };
  }
}
