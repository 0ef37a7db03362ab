import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { ScreenEnvelopeSchema, type ScreenEnvelope, type WireBlock } from '../../../contracts/sdui';
import { placeKey } from '../../../src/shared/kernel';
import type { Traveller } from './cast';
import { askAs, identityOf, type Identity } from './identity';
import { profileOf } from './profile';
import type { TravelWorld } from '../world';

/**
 * The profile overview as a traveller's app receives it (`/api/screens/profile`),
 * and the progress a scenario plants before it: points, streak, badges, stamps
 * and completed workouts, written straight into the scenario's database as if
 * earned earlier.
 */

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  return world.app.database;
}

async function userIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  return (await profileOf(world, traveller)).id;
}

export async function plantProgress(
  world: TravelWorld,
  traveller: Traveller,
  progress: { points: number; current: number; longest: number },
): Promise<void> {
  const userId = await userIdOf(world, traveller);
  const db = database(world);
  await db('points').insert({ user_id: userId, total: progress.points }).onConflict('user_id').merge();
  await db('streaks')
    .insert({ user_id: userId, current: progress.current, longest: progress.longest, last_active: db.raw('current_date') })
    .onConflict('user_id')
    .merge();
}

/** Badges the traveller earned, a minute apart, in the order given. Unknown codes get a catalogue entry first. */
export async function plantBadges(world: TravelWorld, traveller: Traveller, codes: string[]): Promise<void> {
  const userId = await userIdOf(world, traveller);
  const db = database(world);
  for (const [index, code] of codes.entries()) {
    await db('badge_definitions')
      .insert({ code, name_key: `badge.${code}.name`, description_key: `badge.${code}.description`, rule: 'special', threshold: 1 })
      .onConflict('code')
      .ignore();
    await db('badges').insert({ user_id: userId, code, awarded_at: db.raw(`now() - make_interval(mins => ?)`, [codes.length - index]) });
  }
}

export async function plantStamps(world: TravelWorld, traveller: Traveller, places: { city: string; country: string }[]): Promise<void> {
  const userId = await userIdOf(world, traveller);
  await database(world)('passport_stamps').insert(
    places.map((place) => {
      const { cityKey, countryKey } = placeKey(place);
      return { user_id: userId, ...place, city_key: cityKey, country_key: countryKey };
    }),
  );
}

/** `count` workouts, one a day, the newest today; named "Workout 1" (oldest) … "Workout <count>" (newest). */
export async function plantWorkouts(world: TravelWorld, traveller: Traveller, count: number): Promise<void> {
  const userId = await userIdOf(world, traveller);
  const db = database(world);
  await db('workout_sessions').insert(
    Array.from({ length: count }, (_, index) => ({
      user_id: userId,
      name: `Workout ${index + 1}`,
      duration_min: 20,
      context: 'hotel_room',
      city: 'Lisbon',
      country: 'Portugal',
      score: 200,
      completed_at: db.raw(`now() - make_interval(days => ?)`, [count - 1 - index]),
    })),
  );
}

export async function openOverview(world: TravelWorld, identity: Identity, lang?: 'en' | 'es'): Promise<void> {
  await askAs(world, `/api/screens/profile${lang ? `?lang=${lang}` : ''}`, identity);
}

export async function openOwnOverview(world: TravelWorld, traveller: Traveller, lang?: 'en' | 'es'): Promise<void> {
  await openOverview(world, identityOf(traveller), lang);
}

export function overview(world: TravelWorld): ScreenEnvelope {
  const answer = world.answer;
  assert.ok(answer, 'nobody opened an overview');
  assert.equal(answer.status, 200, `the overview answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = ScreenEnvelopeSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the overview breaks the protocol: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

function blocks(screen: ScreenEnvelope): WireBlock[] {
  return screen.screen.sections.flatMap((section) => section.blocks);
}

/** The props of the block of the given type in the section with the given id. */
export function propsIn(screen: ScreenEnvelope, sectionId: string, type: string): Record<string, unknown> {
  const section = screen.screen.sections.find((s) => s.id === sectionId);
  assert.ok(section, `the overview has no "${sectionId}" section; it has ${screen.screen.sections.map((s) => s.id).join(', ')}`);
  const block = section.blocks.find((b) => b.type === type);
  assert.ok(block, `the "${sectionId}" section has no ${type}; it has ${section.blocks.map((b) => b.type).join(', ')}`);
  return block.props as Record<string, unknown>;
}

export function tile(screen: ScreenEnvelope, label: string): { value: string; hint?: string } {
  const tiles = blocks(screen)
    .filter((b) => b.type === 'stat-tiles')
    .flatMap((b) => (b.props as { tiles: { label: string; value: string; hint?: string }[] }).tiles);
  const found = tiles.find((t) => t.label === label);
  assert.ok(found, `no tile "${label}"; tiles: ${tiles.map((t) => t.label).join(', ')}`);
  return found;
}
