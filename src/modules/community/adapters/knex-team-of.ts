import type { Knex } from 'knex';
import type { TeamMembership, TeamOf } from '../application/ports/team-of.port';

/**
 * A traveller's team from team_members: the first team they joined, with its
 * members and when each joined. Nobody is in a team until teams can be made
 * (issue 13's teams half), so team challenges count nothing until then.
 */
export class KnexTeamOf implements TeamOf {
  constructor(private readonly knex: Knex) {}

  async teamOf(userId: string): Promise<TeamMembership | null> {
    const first = await this.knex('team_members')
      .where({ user_id: userId })
      .orderBy([{ column: 'joined_at' }, { column: 'team_id' }])
      .first<{ team_id: string } | undefined>('team_id');
    if (!first) return null;
    const members: { user_id: string; joined_at: Date }[] = await this.knex('team_members')
      .where({ team_id: first.team_id })
      .select('user_id', 'joined_at');
    return { teamId: first.team_id, members: members.map((member) => ({ userId: member.user_id, since: member.joined_at })) };
  }
}
