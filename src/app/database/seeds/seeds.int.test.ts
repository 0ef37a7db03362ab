import { describe, expect, it } from 'vitest';
import { migrateAndSeed } from '../migrate';
import { useTestDatabase } from '../testing/test-database';
import { BADGE_DEFINITIONS, DEMO_CHALLENGES, runSeeds } from '.';

const db = useTestDatabase();

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['badge_definitions', 'group_challenges', 'challenge_participants']) {
    const row = await db.knex(table).count({ count: '*' }).first();
    result[table] = Number(row?.count);
  }
  return result;
}

describe('seeds', () => {
  it('hold the ten badges of DECISIONS.md and three open demo challenges', async () => {
    const badges: { code: string; threshold: number }[] = await db
      .knex('badge_definitions')
      .select('code', 'threshold')
      .orderBy('sort_order');
    expect(badges.map((badge) => badge.code)).toEqual([
      'FIRST_WORKOUT',
      'STREAK_7',
      'STREAK_30',
      'GATE_WARRIOR',
      'HOTEL_HERO',
      'GLOBETROTTER',
      'CITY_EXPLORER',
      'POINTS_1000',
      'POINTS_5000',
      'CALORIE_CRUSHER',
    ]);
    expect(badges.find((badge) => badge.code === 'GATE_WARRIOR')?.threshold).toBe(5);
    expect(badges.find((badge) => badge.code === 'CALORIE_CRUSHER')?.threshold).toBe(10_000);

    const open: { type: string; translations: { es?: { title?: string } } }[] = await db
      .knex('group_challenges')
      .where('status', 'active')
      .where('end_date', '>', db.knex.fn.now());
    expect(open.map((challenge) => challenge.type).sort()).toEqual(['city_conquest', 'points_race', 'streak_battle']);
    expect(open.every((challenge) => (challenge.translations.es?.title ?? '') !== '')).toBe(true);
  });

  it('are idempotent: running them again leaves the same rows', async () => {
    const before = await counts();
    expect(before.badge_definitions).toBe(BADGE_DEFINITIONS.length);
    expect(before.group_challenges).toBe(DEMO_CHALLENGES.length);
    await runSeeds(db.knex);
    await migrateAndSeed(db.url);
    expect(await counts()).toEqual(before);
  });

  it('are only the first set: a demo challenge, edited or ended since, is left as it is', async () => {
    const [edited, ended] = DEMO_CHALLENGES;
    await db.knex('group_challenges').where({ id: edited.id }).update({ title: 'Edited by an admin' });
    await db
      .knex('group_challenges')
      .where({ id: ended.id })
      .update({
        start_date: db.knex.raw(`now() - interval '60 days'`),
        end_date: db.knex.raw(`now() - interval '1 day'`),
        status: 'completed',
      });

    await runSeeds(db.knex);

    expect(await db.knex('group_challenges').where({ id: edited.id }).first()).toMatchObject({ title: 'Edited by an admin' });
    const stillEnded: { status: string; end_date: Date } = await db.knex('group_challenges').where({ id: ended.id }).first();
    expect(stillEnded.status).toBe('completed');
    expect(stillEnded.end_date.getTime()).toBeLessThan(Date.now());
  });
});
