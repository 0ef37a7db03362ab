import type { Team, UpdateTeamBody } from '../../../../contracts/community/teams.schemas';
import { fail, ok, type Result } from '../../../shared/kernel';
import { isAdmin } from '../domain/team-membership';
import type { TeamChanges, TeamStore } from './ports/team-store.port';
import { teamView } from './team-view';

/** The admin renames the team or changes its emoji or description; nobody else may (features/community/teams-admin.feature). */
export class UpdateTeam {
  constructor(private readonly teams: TeamStore) {}

  async execute(
    userId: string,
    teamId: string,
    changes: UpdateTeamBody,
  ): Promise<Result<Team, 'community.team-not-found' | 'community.not-team-admin'>> {
    const done = await this.teams.locked(teamId, async ({ team, members, update }) => {
      if (!isAdmin(members, userId)) return fail('community.not-team-admin');
      const changed: TeamChanges = {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.emoji === undefined ? {} : { emoji: changes.emoji }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
      };
      await update(changed);
      return ok(teamView({ ...team, ...changed }, 'admin'));
    });
    return done ? done.result : fail('community.team-not-found');
  }
}
