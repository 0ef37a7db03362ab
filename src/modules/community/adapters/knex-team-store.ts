import type { Knex } from 'knex';
import type { TeamRole } from '../../../../contracts/community/teams.schemas';
import type {
  JoinOutcome,
  LockedTeam,
  MemberRecord,
  NewTeam,
  TeamChanges,
  TeamRecord,
  TeamStore,
} from '../application/ports/team-store.port';

interface TeamRow {
  id: string;
  name: string;
  description: string | null;
  emoji: string;
  max_members: number;
  current_members: number;
  total_points: number;
  created_at: Date;
}

interface MemberRow {
  user_id: string;
  role: TeamRole;
  joined_at: Date;
  points_contributed: number;
}

const TEAM_COLUMNS = ['id', 'name', 'description', 'emoji', 'max_members', 'current_members', 'total_points', 'created_at'];
const MEMBER_COLUMNS = ['user_id', 'role', 'joined_at', 'points_contributed'];

const toTeam = (row: TeamRow): TeamRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  emoji: row.emoji,
  maxMembers: row.max_members,
  currentMembers: row.current_members,
  totalPoints: row.total_points,
  createdAt: row.created_at,
});

const toMember = (row: MemberRow): MemberRecord => ({
  userId: row.user_id,
  role: row.role,
  joinedAt: row.joined_at,
  pointsContributed: row.points_contributed,
});

/** Teams and their members in PostgreSQL (tables teams, team_members); see the port for the concurrency rules. */
export class KnexTeamStore implements TeamStore {
  constructor(private readonly knex: Knex) {}

  async create(team: NewTeam, creatorId: string, now: Date): Promise<TeamRecord> {
    return this.knex.transaction(async (trx) => {
      const [row] = await trx('teams')
        .insert({
          name: team.name,
          description: team.description,
          emoji: team.emoji,
          max_members: team.maxMembers,
          current_members: 1,
          created_by: creatorId,
          created_at: now,
        })
        .returning<TeamRow[]>(TEAM_COLUMNS);
      await trx('team_members').insert({ team_id: row!.id, user_id: creatorId, role: 'admin', joined_at: now });
      return toTeam(row!);
    });
  }

  async join(teamId: string, userId: string, now: Date): Promise<JoinOutcome> {
    return this.knex.transaction(async (trx) => {
      // One guarded statement takes a place and locks the row: parallel joins queue here and the last places go to the first.
      const taken = await trx('teams')
        .where({ id: teamId })
        .andWhere('current_members', '<', trx.ref('max_members'))
        .increment('current_members', 1)
        .returning('id');
      if (taken.length === 0) {
        if (!(await trx('teams').where({ id: teamId }).first('id'))) return 'not-found';
        return (await trx('team_members').where({ team_id: teamId, user_id: userId }).first('id')) ? 'already-member' : 'full';
      }
      const inserted = await trx('team_members')
        .insert({ team_id: teamId, user_id: userId, role: 'member', joined_at: now })
        .onConflict(['team_id', 'user_id'])
        .ignore()
        .returning('id');
      if (inserted.length > 0) return 'joined';
      // Already a member: give the place back (the row is still ours).
      await trx('teams').where({ id: teamId }).decrement('current_members', 1);
      return 'already-member';
    });
  }

  async locked<R>(teamId: string, work: (team: LockedTeam) => Promise<R>): Promise<{ result: R } | null> {
    return this.knex.transaction(async (trx) => {
      const row = await trx('teams').where({ id: teamId }).forUpdate().first<TeamRow | undefined>(TEAM_COLUMNS);
      if (!row) return null;
      const members = (await trx('team_members').where({ team_id: teamId }).select<MemberRow[]>(MEMBER_COLUMNS)).map(toMember);
      const result = await work({
        team: toTeam(row),
        members,
        update: async (changes: TeamChanges) => {
          await trx('teams').where({ id: teamId }).update(changes);
        },
        removeMember: async (userId: string) => {
          const [gone] = await trx('team_members')
            .where({ team_id: teamId, user_id: userId })
            .delete()
            .returning<{ points_contributed: number }[]>('points_contributed');
          if (!gone) return;
          await trx('teams')
            .where({ id: teamId })
            .update({
              current_members: trx.raw('current_members - 1'),
              total_points: trx.raw('total_points - ?', [gone.points_contributed]),
            });
        },
        makeAdmin: async (userId: string) => {
          await trx('team_members').where({ team_id: teamId, user_id: userId }).update({ role: 'admin' });
        },
        close: async () => {
          await trx('teams').where({ id: teamId }).delete();
        },
      });
      return { result };
    });
  }

  async find(teamId: string): Promise<{ team: TeamRecord; members: MemberRecord[] } | null> {
    const row = await this.knex('teams').where({ id: teamId }).first<TeamRow | undefined>(TEAM_COLUMNS);
    if (!row) return null;
    const members = await this.knex('team_members').where({ team_id: teamId }).select<MemberRow[]>(MEMBER_COLUMNS);
    return { team: toTeam(row), members: members.map(toMember) };
  }

  async teamsOf(userId: string): Promise<{ team: TeamRecord; role: TeamRole }[]> {
    const rows = await this.knex('team_members as m')
      .join('teams as t', 't.id', 'm.team_id')
      .where('m.user_id', userId)
      .orderBy([
        { column: 'm.joined_at', order: 'desc' },
        { column: 't.id', order: 'asc' },
      ])
      .select<(TeamRow & { role: TeamRole })[]>([...TEAM_COLUMNS.map((column) => `t.${column}`), 'm.role']);
    return rows.map((row) => ({ team: toTeam(row), role: row.role }));
  }
}
