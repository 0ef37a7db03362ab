import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { insertTravellers } from '../../../app/testing/builders';
import { placeKey } from '../../../shared/kernel';

/**
 * What city-leaderboard.feature does not say: the most active cities kept by
 * the triggers on city_leaderboards (migration 202611281130) stay equal to
 * what the rows themselves say, whatever writes them: parallel first
 * workouts in a city, scored sessions, a lowered score, a spelling changed,
 * a traveller deleted with their account, a table emptied.
 */
const db = useTestDatabase();

const travellers = (count: number) => insertTravellers(db.knex, count);

/** The kept figures, and the same figures aggregated from every row, as the most active cities were read before. */
async function keptAndCounted() {
  const kept = await db.knex.raw<{ rows: unknown[] }>(
    `select a.city_key, a.country_key, a.travellers, a.top_score,
            (select name from city_place_names n where (n.city_key, n.country_key, n.kind) = (a.city_key, a.country_key, 'city')
             order by n.rows desc, n.name limit 1) as city,
            (select name from city_place_names n where (n.city_key, n.country_key, n.kind) = (a.city_key, a.country_key, 'country')
             order by n.rows desc, n.name limit 1) as country
     from city_activity a order by a.city_key, a.country_key`,
  );
  const counted = await db.knex.raw<{ rows: unknown[] }>(
    `select city_key, country_key, count(*)::integer as travellers, max(total_points)::integer as top_score,
            mode() within group (order by city) as city, mode() within group (order by country) as country
     from city_leaderboards group by city_key, country_key order by city_key, country_key`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

function scoreIn(userId: string, [city, country]: readonly [string, string], points: number) {
  const { cityKey, countryKey } = placeKey({ city, country });
  return db.knex.transaction(async (trx) => {
    await trx('city_leaderboards').where({ user_id: userId }).update({ current_streak: 1 });
    await trx('city_leaderboards')
      .insert({ user_id: userId, city, country, city_key: cityKey, country_key: countryKey, total_points: points, total_workouts: 1 })
      .onConflict(['user_id', 'city_key', 'country_key'])
      .merge({ total_points: trx.raw('city_leaderboards.total_points + ?', [points]) });
  });
}

describe('the most active cities', () => {
  it('match the rows after parallel workouts, a lowered score, a new spelling and deletions', async () => {
    const ids = await travellers(30);
    const spellings = [
      ['São Paulo', 'Brazil'],
      ['sao paulo', 'brazil'],
      ['Lisbon', 'Portugal'],
      ['Gießen', 'Deutschland'],
      ['GIESSEN', 'DEUTSCHLAND'],
    ] as const;
    // Travellers in parallel, each one's workouts in turn, as scoring serialises them on the traveller's streak row.
    await Promise.all(
      ids.map(async (id, i) => {
        await scoreIn(id, spellings[i % spellings.length]!, 100 + i);
        await scoreIn(id, spellings[(i + 2) % spellings.length]!, 50);
        await scoreIn(id, spellings[i % spellings.length]!, 10);
      }),
    );
    expect((await keptAndCounted()).kept).toHaveLength(3);

    // The top scorer of a city loses points; another traveller's spelling changes; three accounts go.
    const top = await db.knex('city_leaderboards').orderBy('total_points', 'desc').first<{ id: string }>('id');
    await db.knex('city_leaderboards').where({ id: top.id }).update({ total_points: 1 });
    await db.knex('city_leaderboards').where({ user_id: ids[4] }).update({ city: 'Giessen' });
    await db.knex('users').whereIn('id', ids.slice(0, 3)).delete();

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('are emptied with the rows', async () => {
    const [one] = await travellers(1);
    await scoreIn(one!, ['Lisbon', 'Portugal'], 100);
    await db.knex.raw('truncate city_leaderboards');
    expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
    expect(await db.knex('city_place_names').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
  });
});
