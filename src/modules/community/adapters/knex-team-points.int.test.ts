import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { insertTravellers } from '../../../app/testing/builders';
import { KnexTeamPoints } from './knex-team-points';
import { KnexTeamStore } from './knex-team-store';

/**
 * What teams-points.feature does not say: a repeated delivery of one session
 * adds nothing, parallel credits and departures leave the totals equal to
 * the ledger, and the read for challenges counts a window.
 */
const db = useTestDatabase();
let teams: KnexTeamStore;
let points: KnexTeamPoints;

beforeAll(() => {
  teams = new KnexTeamStore(db.knex);
  points = new KnexTeamPoints(db.knex);
});

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 23, 8) + hours * HOUR);

const travellers = (count: number) => insertTravellers(db.knex, count);

async function teamOf(admin: string, name = 'Red-eye Crew') {
  return teams.create({ name, description: null, emoji: '🏃', maxMembers: 10 }, admin, at(0));
}

const totals = async (teamId: string) => (await teams.find(teamId))!;

describe('team points', () => {
  it('credit a session once however often it is delivered', async () => {
    const [ana] = await travellers(1);
    const team = await teamOf(ana!);
    const session = { eventId: randomUUID(), userId: ana!, points: 120, earnedAt: at(1) };

    await points.credit(session);
    await points.credit(session);
    await Promise.all([points.credit(session), points.credit(session)]);

    const { team: after, members } = await totals(team.id);
    expect(after.totalPoints).toBe(120);
    expect(members[0]!.pointsContributed).toBe(120);
  });

  it('credit every team the traveller belongs to, and only from when they joined', async () => {
    const [ana, ben] = await travellers(2);
    const first = await teamOf(ana!, 'First');
    const second = await teamOf(ben!, 'Second');
    expect(await teams.join(second.id, ana!, at(2))).toBe('joined');

    await points.credit({ eventId: randomUUID(), userId: ana!, points: 100, earnedAt: at(1) });
    await points.credit({ eventId: randomUUID(), userId: ana!, points: 50, earnedAt: at(3) });

    expect((await totals(first.id)).team.totalPoints).toBe(150);
    expect((await totals(second.id)).team.totalPoints).toBe(50);
  });

  it('keep the totals equal to the ledger when credits and departures run at once', async () => {
    const ids = await travellers(8);
    const team = await teamOf(ids[0]!);
    for (const id of ids.slice(1)) expect(await teams.join(team.id, id, at(0))).toBe('joined');

    const leave = (id: string) => teams.locked(team.id, async ({ removeMember }) => removeMember(id));
    await Promise.all([
      ...ids.flatMap((id) =>
        [10, 20, 30].map((score) => points.credit({ eventId: randomUUID(), userId: id, points: score, earnedAt: at(1) })),
      ),
      leave(ids[3]!),
      leave(ids[5]!),
    ]);

    const { team: after, members } = await totals(team.id);
    const ledger = await db
      .knex('team_point_credits as c')
      .join('team_members as m', 'm.id', 'c.member_id')
      .where('m.team_id', team.id)
      .sum<{ sum: string }[]>({ sum: 'c.points' });
    expect(members).toHaveLength(6);
    expect(after.currentMembers).toBe(6);
    expect(after.totalPoints).toBe(members.reduce((sum, member) => sum + member.pointsContributed, 0));
    expect(after.totalPoints).toBe(Number(ledger[0]!.sum));
  });
});
