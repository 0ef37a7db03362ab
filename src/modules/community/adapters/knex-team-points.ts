import type { Knex } from 'knex';
import type { SessionPoints, TeamPointLedger } from '../application/ports/team-point-ledger.port';

/**
 * Team points on the ledger `team_point_credits` (docs/adr/0037): one row per
 * session and membership, keyed by the session's event id, with each member's
 * `points_contributed` and each team's `total_points` kept beside it in the
 * same statement.
 */
export class KnexTeamPoints implements TeamPointLedger {
  constructor(private readonly knex: Knex) {}

  async credit({ eventId, userId, points, earnedAt }: SessionPoints): Promise<void> {
    await this.knex.transaction(async (trx) => {
      // Team rows first, in id order, as joins and departures lock them: no deadlock with either.
      await trx.raw(
        `select t.id from teams t join team_members m on m.team_id = t.id
         where m.user_id = ? and m.joined_at <= ? order by t.id for update of t`,
        [userId, earnedAt],
      );
      await trx.raw(
        `with credited as (
           insert into team_point_credits (event_id, member_id, points, earned_at)
           select ?, m.id, ?, ? from team_members m where m.user_id = ? and m.joined_at <= ?
           on conflict do nothing
           returning member_id, points
         ), members as (
           update team_members m set points_contributed = m.points_contributed + c.points
           from credited c where m.id = c.member_id
           returning m.team_id, c.points
         )
         update teams t set total_points = t.total_points + members.points from members where t.id = members.team_id`,
        [eventId, points, earnedAt, userId, earnedAt],
      );
    });
  }
}
