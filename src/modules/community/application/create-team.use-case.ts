import type { CreateTeamBody, Team } from '../../../../contracts/community/teams.schemas';
import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { TeamStore } from './ports/team-store.port';
import { teamView } from './team-view';

/**
 * Creating a team (spec 2 §2, DECISIONS.md "Teams"): a signed-in traveller
 * creates it for themself (a `createdBy` naming anyone else is refused) and
 * becomes its admin and only member (features/community/teams.feature).
 */
export class CreateTeam {
  constructor(
    private readonly teams: TeamStore,
    private readonly clock: Clock,
  ) {}

  async execute(creatorId: string, body: CreateTeamBody): Promise<Result<Team, 'community.not-yourself'>> {
    if (body.createdBy !== undefined && body.createdBy !== creatorId) return fail('community.not-yourself');
    const team = await this.teams.create(
      { name: body.name, description: body.description ?? null, emoji: body.emoji, maxMembers: body.maxMembers },
      creatorId,
      this.clock.now(),
    );
    return ok(teamView(team, 'admin'));
  }
}
