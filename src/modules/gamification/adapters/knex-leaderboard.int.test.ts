import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { insertTravellers } from '../../../app/testing/builders';
import { KnexLeaderboard } from './knex-leaderboard';

/**
 * What leaderboard.feature does not say: the rank buckets stay equal to the
 * points they summarise whatever writes them (parallel first scores and
 * raises, deletions), and a tie at the list's edge gives the one left out the
 * same rank as the one shown.
 */
const db = useTestDatabase();

const travellers = (count: number) => insertTravellers(db.knex, count);

async function bucketsAndPoints() {
  const buckets = await db.knex('points_histogram').orderBy('total').select<{ total: number; travellers: number }[]>('total', 'travellers');
  const counted = await db
    .knex('points')
    .groupBy('total')
    .orderBy('total')
    .select<{ total: number; travellers: number }[]>('total', db.knex.raw('count(*)::integer as travellers'));
  return { buckets, counted };
}

beforeEach(async () => {
  await db.knex('points').delete();
});

describe('the rank buckets', () => {
  it('match the points after parallel first scores, raises and deletions', async () => {
    const ids = await travellers(40);
    const score = (id: string, points: number) =>
      db.knex.transaction(async (trx) => {
        await trx('points')
          .insert({ user_id: id, total: points })
          .onConflict('user_id')
          .merge({ total: trx.raw('points.total + excluded.total') });
      });
    await Promise.all(ids.flatMap((id, i) => [score(id, 100), score(id, 10 * (i % 5)), score(id, 100)]));
    await db.knex('points').whereIn('user_id', ids.slice(0, 7)).delete();
    await db.knex('points').where({ user_id: ids[10] }).update({ total: 5_000 });

    const { buckets, counted } = await bucketsAndPoints();
    expect(buckets).toEqual(counted);
    expect(buckets.every((bucket) => bucket.travellers > 0)).toBe(true);
  });

  it('follow a traveller deleted with their account (the purge of anonymous users)', async () => {
    const [gone, stays] = await travellers(2);
    await db.knex('points').insert([
      { user_id: gone, total: 300 },
      { user_id: stays, total: 300 },
    ]);
    await db.knex('users').where({ id: gone }).delete();
    expect((await bucketsAndPoints()).buckets).toEqual([{ total: 300, travellers: 1 }]);
  });
});

describe('a tie at the edge of the list', () => {
  it('ranks the traveller left out of the top 50 like the one shown with the same points', async () => {
    const ids = await travellers(51);
    // 49 travellers at 1,000 … 1,048 points, then two at 500: places 50 and 51 tie.
    await db.knex('points').insert(ids.map((id, i) => ({ user_id: id, total: i < 49 ? 1_000 + i : 500 })));
    const board = new KnexLeaderboard(db.knex);

    const top = await board.top(50);
    const tied = ids.slice(49).sort();
    expect(top).toHaveLength(50);
    expect(top.at(-1)).toEqual({ userId: tied[0], total: 500, rank: 50 });
    expect(await board.standingOf(tied[1]!)).toEqual({ userId: tied[1], total: 500, rank: 50 });
    expect(await board.standingOf(ids[48]!)).toEqual({ userId: ids[48], total: 1_048, rank: 1 });
  });

  it('has no place for a traveller without points', async () => {
    expect(await new KnexLeaderboard(db.knex).standingOf(randomUUID())).toBeNull();
  });
});
