import type { AppLink, Cta, Icon } from '../../../../../contracts/sdui';
import type { ProgressSummary } from '../../../gamification';
import type { CompletedSessionSummary } from '../../../workouts';
import type { ScreenSources } from '../screen-catalogue';
import { emptyState, textBlock } from '../block-builders';
import { viewerOf, type BuiltBlock, type ComposeContext, type ScreenDefinition } from '../screen-definition';

/** Spec 1 §9: the profile lists the latest 5 workouts. */
export const RECENT_WORKOUTS = 5;

/** Where the start-workout calls to action lead: the workout a traveller can do today (the generator at /app will take over when it lands). */
export const START_WORKOUT_PATH: AppLink = '/free';

/**
 * The badge catalogue of DECISIONS.md with the icon each shows. Names and
 * descriptions use the seeded `gamification.badge.<CODE>.*` keys; a code not
 * listed here is shown as the generic "special achievement".
 */
export const BADGE_ICONS: Readonly<Record<string, Icon>> = {
  FIRST_WORKOUT: 'check',
  STREAK_7: 'bolt',
  STREAK_30: 'moon',
  GATE_WARRIOR: 'plane',
  HOTEL_HERO: 'bed',
  GLOBETROTTER: 'globe',
  CITY_EXPLORER: 'pin',
  POINTS_1000: 'sparkles',
  POINTS_5000: 'shield',
  CALORIE_CRUSHER: 'heart',
};

/** Workout contexts the copy knows (spec 2: hotel room, airport gate, in transit, meeting break…). */
const KNOWN_CONTEXTS = new Set([
  'hotel',
  'hotel_room',
  'airport',
  'airport_gate',
  'in_transit',
  'taxi',
  'meeting_break',
  'office',
  'home',
  'gym',
  'outdoors',
  'workout',
  'other',
]);

/** A tile's figure, grouped as the language writes it (the messages format theirs with ICU `number` and plurals). */
const number = (ctx: ComposeContext, value: number) => new Intl.NumberFormat(ctx.locale).format(value);

const startWorkout = (ctx: ComposeContext, key: string): Cta => ({
  label: ctx.t(key),
  emphasis: 'primary',
  action: { type: 'nav.open', to: START_WORKOUT_PATH },
});

/** The localised label of a session's context; an unknown one is shown as written, made readable. */
export function contextLabel(ctx: ComposeContext, context: string | null): string | undefined {
  const raw = context?.trim();
  if (!raw) return undefined;
  const code = raw.toLowerCase().replace(/[\s-]+/g, '_');
  if (KNOWN_CONTEXTS.has(code)) return ctx.t(`profile-screen.workouts.context.${code}`);
  const words = raw.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Name and description of an earned badge; unknown codes get the generic "special achievement". */
export function badgeCopy(ctx: ComposeContext, code: string): { icon: Icon; name: string; description: string } {
  const icon = BADGE_ICONS[code];
  if (!icon) {
    return {
      icon: 'sparkles',
      name: ctx.t('profile-screen.badges.unknown.name'),
      description: ctx.t('profile-screen.badges.unknown.description'),
    };
  }
  return {
    icon,
    name: ctx.t(`gamification.badge.${code}.name`),
    description: ctx.t(`gamification.badge.${code}.description`),
  };
}

const workoutTitle = (ctx: ComposeContext, session: CompletedSessionSummary) =>
  session.name?.trim() || ctx.t('profile-screen.workouts.duration', { minutes: session.durationMinutes });

/**
 * Reads each source at most once per request, however many blocks show it,
 * and never across requests (the context object is per request).
 */
function perRequest<T>(load: (ctx: ComposeContext) => Promise<T>): (ctx: ComposeContext) => Promise<T> {
  const cache = new WeakMap<ComposeContext, Promise<T>>();
  return (ctx) => {
    let pending = cache.get(ctx);
    if (!pending) {
      pending = load(ctx);
      cache.set(ctx, pending);
    }
    return pending;
  };
}

/**
 * The Overview tab of `/profile` (spec 1 §2): start-workout banner, total
 * points, day streak with the best streak, cities visited, the latest 5
 * workouts, achievements and the city passport, each with an empty state that
 * says what to do next. Every block reads its facade on its own, so a failing
 * source only removes the blocks that show it.
 */
export function profileScreen({ progress, sessions }: Pick<ScreenSources, 'progress' | 'sessions'>): ScreenDefinition {
  const summaryOf = perRequest((ctx): Promise<ProgressSummary> => progress.summaryOf(viewerOf(ctx).userId));

  // Only the workouts empty state repeats the call to action: on a new profile the banner and
  // that one button are enough, and badges and stamps follow from workouts anyway.
  return {
    id: 'profile',
    titleKey: 'profile-screen.screen.title',
    descriptionKey: 'profile-screen.screen.description',
    audience: 'viewer',
    sections: [
      {
        id: 'start',
        blocks: [
          {
            id: 'start-workout',
            build: (ctx) => ({
              type: 'action-banner',
              v: 1,
              props: {
                icon: 'bolt',
                title: ctx.t('profile-screen.start.title'),
                body: ctx.t('profile-screen.start.body'),
                action: startWorkout(ctx, 'profile-screen.start.cta'),
              },
            }),
            fallback: (ctx) => textBlock('start-workout-text', ctx.t('profile-screen.start.fallback')),
          },
        ],
      },
      {
        id: 'stats',
        blocks: [
          {
            id: 'stats',
            build: async (ctx): Promise<BuiltBlock> => {
              const summary = await summaryOf(ctx);
              // The passport's distinct cities: "São Paulo" and "Sao Paulo" are one (DECISIONS.md "Airports and cities").
              const cities = summary.passport.length;
              const { current, longest } = summary.streak;
              return {
                type: 'stat-tiles',
                v: 1,
                props: {
                  title: ctx.t('profile-screen.stats.title'),
                  tiles: [
                    { icon: 'sparkles', label: ctx.t('profile-screen.stats.points.label'), value: number(ctx, summary.points) },
                    {
                      icon: 'bolt',
                      label: ctx.t('profile-screen.stats.streak.label'),
                      value: number(ctx, current),
                      hint:
                        longest > 0
                          ? ctx.t('profile-screen.stats.streak.best', { count: longest })
                          : ctx.t('profile-screen.stats.streak.none'),
                    },
                    { icon: 'globe', label: ctx.t('profile-screen.stats.cities.label'), value: number(ctx, cities) },
                  ],
                },
                fallback: textBlock(
                  'stats-text',
                  ctx.t('profile-screen.stats.fallback', { points: summary.points, streak: current, longest, cities }),
                ),
              };
            },
          },
        ],
      },
      {
        id: 'recent-workouts',
        blocks: [
          {
            id: 'recent-workouts',
            build: async (ctx): Promise<BuiltBlock> => {
              const recent = await sessions.recentOf(viewerOf(ctx).userId, RECENT_WORKOUTS);
              const title = ctx.t('profile-screen.workouts.title');
              if (recent.length === 0) {
                return emptyState(ctx, {
                  id: 'recent-workouts',
                  heading: title,
                  icon: 'clock',
                  messages: 'profile-screen.workouts.empty',
                  action: startWorkout(ctx, 'profile-screen.workouts.empty.cta'),
                });
              }
              const items = recent.map((session) => {
                const context = contextLabel(ctx, session.context);
                const city = session.city?.trim();
                return {
                  id: session.id,
                  title: workoutTitle(ctx, session),
                  ...(context ? { context } : {}),
                  ...(city ? { city } : {}),
                  points: ctx.t('profile-screen.workouts.points', { count: session.pointsEarned }),
                  completedAt: session.completedAt,
                };
              });
              const latest = items[0]!;
              return {
                type: 'workout-list',
                v: 1,
                props: { title, items },
                fallback: textBlock(
                  'recent-workouts-text',
                  ctx.t('profile-screen.workouts.fallback', { title: latest.title, points: latest.points }),
                ),
              };
            },
          },
        ],
      },
      {
        id: 'achievements',
        blocks: [
          {
            id: 'achievements',
            build: async (ctx): Promise<BuiltBlock> => {
              const { badges } = await summaryOf(ctx);
              const title = ctx.t('profile-screen.badges.title');
              if (badges.length === 0) {
                return emptyState(ctx, { id: 'achievements', heading: title, icon: 'sparkles', messages: 'profile-screen.badges.empty' });
              }
              const shown = badges.map((badge) => ({ code: badge.code, awardedAt: badge.awardedAt, ...badgeCopy(ctx, badge.code) }));
              return {
                type: 'badge-grid',
                v: 1,
                props: { title, summary: ctx.t('profile-screen.badges.summary', { count: badges.length }), badges: shown },
                fallback: textBlock(
                  'achievements-text',
                  ctx.t('profile-screen.badges.fallback', { names: shown.map((b) => b.name).join(', ') }),
                ),
              };
            },
          },
        ],
      },
      {
        id: 'passport',
        blocks: [
          {
            id: 'passport',
            build: async (ctx): Promise<BuiltBlock> => {
              const { passport } = await summaryOf(ctx);
              const title = ctx.t('profile-screen.passport.title');
              if (passport.length === 0) {
                return emptyState(ctx, { id: 'passport', heading: title, icon: 'pin', messages: 'profile-screen.passport.empty' });
              }
              return {
                type: 'passport-grid',
                v: 1,
                props: {
                  title,
                  summary: ctx.t('profile-screen.passport.summary', { count: passport.length }),
                  stamps: passport.map((stamp) => ({
                    city: stamp.city,
                    country: stamp.country,
                    workouts: ctx.t('profile-screen.passport.workouts', { count: stamp.workouts }),
                    firstVisitedAt: stamp.firstVisitedAt,
                  })),
                },
                fallback: textBlock(
                  'passport-text',
                  ctx.t('profile-screen.passport.fallback', { cities: passport.map((s) => s.city).join(', ') }),
                ),
              };
            },
          },
        ],
      },
    ],
  };
}
