import { describe, expect, it } from 'vitest';
import { fullCapabilities, parseCapabilities, validateBlock, type Locale, type WireBlock } from '../../../../../contracts/sdui';
import { screenMessages } from '../../../../../contracts/i18n/screen-messages';
import { FixedClock, type Viewer } from '../../../../shared/kernel';
import type { ProgressReader, ProgressSummary } from '../../../gamification';
import type { CompletedSessionSummary, SessionHistory } from '../../../workouts';
import { FormatjsTranslator } from '../../../../shared/i18n';
import { ComposeScreenUseCase } from '../compose-screen.use-case';
import { profileScreen } from './profile.screen';

const VIEWER_ID = '8a3c1c57-1c1f-4e63-9d55-0d9b7e4c2f11';

const emptySummary: ProgressSummary = { points: 0, streak: { current: 0, longest: 0 }, badges: [], passport: [] };

function session(overrides: Partial<CompletedSessionSummary> = {}): CompletedSessionSummary {
  return {
    id: '0d0f6f4e-5f7b-4c49-9d61-2a3c4b5d6e7f',
    name: null,
    durationMinutes: 20,
    context: 'hotel_room',
    city: 'Madrid',
    pointsEarned: 200,
    completedAt: '2026-11-20T07:30:00.000Z',
    ...overrides,
  };
}

interface Fakes {
  summary?: ProgressSummary | Error;
  recent?: CompletedSessionSummary[];
}

function setUp({ summary = emptySummary, recent = [] }: Fakes = {}) {
  const reads = { summary: [] as string[], recent: [] as [string, number][] };
  const progress: ProgressReader = {
    summaryOf: async (userId) => {
      reads.summary.push(userId);
      if (summary instanceof Error) throw summary;
      return summary;
    },
    pointsAndStreakOf: () => Promise.reject(new Error('the profile screen reads the whole summary')),
  };
  const sessions: SessionHistory = {
    recentOf: async (userId, limit) => {
      reads.recent.push([userId, limit]);
      return recent.slice(0, limit);
    },
  };
  const compose = new ComposeScreenUseCase(new FormatjsTranslator(screenMessages), new FixedClock(new Date('2026-11-21T08:00:00Z')));
  const viewer: Viewer = { userId: VIEWER_ID, accountType: 'registered', via: 'session', isAdmin: false, deviceId: null };
  const screen = profileScreen({ progress, sessions });
  const run = async (locale: Locale = 'en', capabilities = fullCapabilities()) => {
    const result = await compose.execute({ screen, locale, capabilities, viewer });
    const blocks = result.envelope.screen.sections.flatMap((s) => s.blocks);
    const block = (id: string) => blocks.find((b) => b.id === id);
    return { ...result, blocks, block, props: (id: string) => block(id)?.props as Record<string, unknown> };
  };
  return { run, reads };
}

const seasoned: ProgressSummary = {
  points: 1240,
  streak: { current: 4, longest: 9 },
  badges: [
    { code: 'STREAK_7', awardedAt: '2026-11-18T09:00:00.000Z' },
    { code: 'FIRST_WORKOUT', awardedAt: '2026-11-01T09:00:00.000Z' },
  ],
  passport: [
    { city: 'Lisbon', country: 'Portugal', firstVisitedAt: '2026-11-10T09:00:00.000Z', workouts: 1 },
    { city: 'Madrid', country: 'Spain', firstVisitedAt: '2026-11-01T09:00:00.000Z', workouts: 3 },
  ],
};

describe('profile screen (Overview tab)', () => {
  it('greets a new traveller with the start banner, zeros and an empty state for each list', async () => {
    const { run } = setUp();
    const { envelope, drops, blocks, props } = await run();
    expect(drops).toEqual([]);
    for (const block of blocks) expect(validateBlock(block).ok, block.id).toBe(true);
    expect(envelope.screen.title).toBe('Your profile — TravelFit');
    expect(envelope.screen.sections.map((s) => s.id)).toEqual(['start', 'stats', 'recent-workouts', 'achievements', 'passport']);

    expect(props('start-workout')).toMatchObject({
      title: 'Ready for a quick session?',
      action: { label: 'Start a workout', action: { type: 'nav.open', to: '/free' } },
    });
    expect(props('stats')).toMatchObject({
      tiles: [
        { label: 'Total points', value: '0' },
        { label: 'Day streak', value: '0', hint: 'Train today to start one' },
        { label: 'Cities visited', value: '0' },
      ],
    });
    expect(blocks.filter((b) => b.type === 'empty-state').map((b) => b.id)).toEqual(['recent-workouts', 'achievements', 'passport']);
    expect(props('recent-workouts')).toMatchObject({
      heading: 'Recent workouts',
      title: 'No workouts yet',
      body: 'Your first one takes 10 minutes, no equipment needed.',
      action: { label: 'Start your first workout', action: { type: 'nav.open', to: '/free' } },
    });
    expect(props('achievements')).toMatchObject({ heading: 'Achievements', title: 'No badges yet' });
    expect(props('passport')).toMatchObject({ heading: 'Passport', title: 'No stamps yet' });
  });

  it('shows a seasoned traveller their points, streak with best, cities, latest workouts, badges and stamps', async () => {
    const recent = [
      session({ id: 'a0000000-0000-4000-8000-000000000001', name: 'Gate stretch', context: 'airport', city: 'Lisbon', pointsEarned: 120 }),
      session({ id: 'a0000000-0000-4000-8000-000000000002', durationMinutes: 30, context: 'in-transit', city: null, pointsEarned: 1 }),
      session({ id: 'a0000000-0000-4000-8000-000000000003', context: 'rooftop_terrace', completedAt: '2026-11-01T06:00:00.000Z' }),
    ];
    const { run, reads } = setUp({ summary: seasoned, recent });
    const { drops, block, props } = await run();
    expect(drops).toEqual([]);
    expect(props('stats')).toMatchObject({
      tiles: [
        { label: 'Total points', value: '1,240' },
        { label: 'Day streak', value: '4', hint: 'Best: 9 days' },
        { label: 'Cities visited', value: '2' },
      ],
    });
    expect(block('recent-workouts')?.type).toBe('workout-list');
    expect(props('recent-workouts')).toEqual({
      title: 'Recent workouts',
      items: [
        {
          id: recent[0]!.id,
          title: 'Gate stretch',
          context: 'Airport',
          city: 'Lisbon',
          points: '+120 points',
          completedAt: '2026-11-20T07:30:00.000Z',
        },
        {
          id: recent[1]!.id,
          title: '30-minute workout',
          context: 'In transit',
          points: '+1 point',
          completedAt: '2026-11-20T07:30:00.000Z',
        },
        {
          id: recent[2]!.id,
          title: '20-minute workout',
          context: 'Rooftop terrace',
          city: 'Madrid',
          points: '+200 points',
          completedAt: '2026-11-01T06:00:00.000Z',
        },
      ],
    });
    expect(props('achievements')).toEqual({
      title: 'Achievements',
      summary: '2 badges earned',
      badges: [
        { code: 'STREAK_7', icon: 'bolt', name: 'Weekly Warrior', description: 'A 7-day streak', awardedAt: '2026-11-18T09:00:00.000Z' },
        {
          code: 'FIRST_WORKOUT',
          icon: 'check',
          name: 'First Flight',
          description: 'Your first completed workout',
          awardedAt: '2026-11-01T09:00:00.000Z',
        },
      ],
    });
    expect(props('passport')).toEqual({
      title: 'Passport',
      summary: '2 cities stamped',
      stamps: [
        { city: 'Lisbon', country: 'Portugal', workouts: '1 workout', firstVisitedAt: '2026-11-10T09:00:00.000Z' },
        { city: 'Madrid', country: 'Spain', workouts: '3 workouts', firstVisitedAt: '2026-11-01T09:00:00.000Z' },
      ],
    });
    // Only the viewer's own data, the latest five, and the progress summary (cities: its passport) read once for three blocks.
    expect(reads.recent).toEqual([[VIEWER_ID, 5]]);
    expect(reads.summary).toEqual([VIEWER_ID]);
  });

  it('names a badge code it does not know as a special achievement', async () => {
    const { run } = setUp({ summary: { ...seasoned, badges: [{ code: 'MOON_LANDING', awardedAt: '2026-11-19T09:00:00.000Z' }] } });
    expect((await run()).props('achievements')).toMatchObject({
      badges: [{ code: 'MOON_LANDING', icon: 'sparkles', name: 'Special achievement', awardedAt: '2026-11-19T09:00:00.000Z' }],
    });
    expect((await run('es')).props('achievements')).toMatchObject({ badges: [{ name: 'Logro especial' }] });
  });

  it('speaks Spanish when asked, badge names and numbers included, without leaking a message key', async () => {
    const { run } = setUp({ summary: { ...seasoned, points: 12_480 }, recent: [session()] });
    const { envelope, props } = await run('es');
    expect(envelope.screen.title).toBe('Tu perfil — TravelFit');
    expect(props('stats')).toMatchObject({
      tiles: [
        { label: 'Puntos totales', value: '12.480' },
        { label: 'Racha de días', hint: 'Mejor: 9 días' },
        { label: 'Ciudades visitadas' },
      ],
    });
    expect(props('recent-workouts')).toMatchObject({
      title: 'Entrenamientos recientes',
      items: [{ title: 'Entrenamiento de 20 minutos', context: 'Habitación de hotel', points: '+200 puntos' }],
    });
    expect(props('achievements')).toMatchObject({ badges: [{ name: 'Guerrero semanal' }, { name: 'Primer vuelo' }] });
    expect(JSON.stringify(envelope)).not.toMatch(/"(profile-screen|gamification)\.[A-Za-z]/);
  });

  it('drops only the blocks whose source fails; the banner and the workout list stay', async () => {
    const { run } = setUp({ summary: new Error('gamification is down'), recent: [session()] });
    const { envelope, drops } = await run();
    expect(envelope.screen.sections.map((s) => s.id)).toEqual(['start', 'recent-workouts']);
    expect(drops.map((d) => [d.blockId, d.reason]).sort()).toEqual([
      ['achievements', 'compose-error'],
      ['passport', 'compose-error'],
      ['stats', 'compose-error'],
    ]);
  });

  it('gives an older client that only renders text a summary of the same numbers', async () => {
    const { run } = setUp({ summary: seasoned, recent: [session()] });
    const { blocks } = await run('en', parseCapabilities('text@1'));
    const texts = blocks.map((b: WireBlock) => (b.props as { text: string }).text);
    expect(blocks.every((b) => b.type === 'text')).toBe(true);
    expect(texts).toEqual([
      'Ready for a quick session? Open the free workout to start.',
      'Total points: 1,240. Day streak: 4 (best 9). Cities visited: 2.',
      'Your latest workout: 20-minute workout, +200 points.',
      'Badges earned: Weekly Warrior, First Flight.',
      'Cities in your passport: Lisbon, Madrid.',
    ]);
  });
});

/**
 * The envelopes the web tests render are these files, written by the composer
 * itself: refresh them after a deliberate change with `npm run sdui:golden`.
 */
describe('golden profile envelopes', () => {
  const golden = (name: string) => `../../../../../contracts/sdui/golden/${name}`;
  const asFile = (envelope: unknown) => `${JSON.stringify(envelope, null, 2)}\n`;

  it('of a traveller with a workout, a badge and a stamp', async () => {
    const { run } = setUp({
      summary: { ...seasoned, badges: [seasoned.badges[1]!], passport: [seasoned.passport[0]!] },
      recent: [
        session({
          id: 'a0000000-0000-4000-8000-000000000001',
          name: 'Gate stretch',
          context: 'airport',
          city: 'Lisbon',
          pointsEarned: 120,
          completedAt: '2026-11-20T12:00:00.000Z',
        }),
      ],
    });
    await expect(asFile((await run()).envelope)).toMatchFileSnapshot(golden('profile-seasoned.en.json'));
  });

  it('of a traveller who has not trained yet', async () => {
    await expect(asFile((await setUp().run()).envelope)).toMatchFileSnapshot(golden('profile-newcomer.en.json'));
  });
});
