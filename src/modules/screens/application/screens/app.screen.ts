import type { AppLink, Cta } from '../../../../../contracts/sdui';
import type { Entitlement } from '../../../subscriptions';
import { textBlock } from '../block-builders';
import type { ScreenSources } from '../screen-catalogue';
import { viewerOf, type BuiltBlock, type ComposeContext, type ScreenDefinition } from '../screen-definition';

/** Where the trial's offers lead: the plans. */
export const SUBSCRIBE_PATH: AppLink = '/subscribe';
/**
 * The trial banner's Subscribe: a traveller on a trial is already subscribed
 * (the plan starts by itself when the trial ends) and /subscribe sends them to
 * their profile anyway; the Account tab says when the first charge comes
 * (features/subscriptions/ui-account-billing.feature).
 */
export const TRIAL_BANNER_PATH: AppLink = '/profile?tab=account';
/** The traveller's 4-week plan (issue 14, DECISIONS.md "4-week plans"). */
export const PLAN_PATH: AppLink = '/plan';

const open = (label: string, to: AppLink, emphasis: Cta['emphasis'] = 'primary'): Cta => ({
  label,
  emphasis,
  action: { type: 'nav.open', to },
});

/** What the screen needs to know about the viewer's subscription (an anonymous device holds none). */
type Standing = Pick<Entitlement, 'pro' | 'isTrial' | 'daysRemaining'>;
const NO_STANDING: Standing = { pro: false, isTrial: false, daysRemaining: null };

const START_TRIAL_BENEFITS = ['generation', 'progress', 'library', 'plans'] as const;

function badgeOf(ctx: ComposeContext, standing: Standing) {
  if (standing.isTrial) return { kind: 'trial' as const, label: ctx.t('app-screen.badge.trial', { days: standing.daysRemaining ?? 0 }) };
  if (standing.pro) return { kind: 'pro' as const, label: ctx.t('app-screen.badge.pro') };
  return { kind: 'upgrade' as const, cta: open(ctx.t('app-screen.badge.upgrade'), SUBSCRIBE_PATH, 'secondary') };
}

/**
 * The generator screen at `/app` (spec 2 §2 "Generator (/app)", §6): the
 * header's logo leads to the profile when signed in, else home; a trial shows
 * its days left in a badge and a banner, an active subscription a Pro badge,
 * anyone else Upgrade to Pro. Travellers with Pro access (a trial, an active
 * subscription, a cancelled one until it ends) get the generator; the rest
 * the "Start Your Free Trial" card; Pro travellers also a way to their 4-week
 * travel plan. Read once per request from the
 * subscriptions' entitlements, the same read that gates `POST /api/generate-plan`.
 */
export function appScreen({ entitlements }: Pick<ScreenSources, 'entitlements'>): ScreenDefinition {
  const standings = new WeakMap<ComposeContext, Promise<Standing>>();
  const standingOf = (ctx: ComposeContext): Promise<Standing> => {
    let pending = standings.get(ctx);
    if (!pending) {
      const viewer = viewerOf(ctx);
      pending = viewer.via === 'session' ? entitlements.entitlementOf(viewer.userId) : Promise.resolve(NO_STANDING);
      standings.set(ctx, pending);
    }
    return pending;
  };

  return {
    id: 'app',
    titleKey: 'app-screen.screen.title',
    descriptionKey: 'app-screen.screen.description',
    audience: 'viewer',
    sections: [
      {
        id: 'header',
        blocks: [
          {
            id: 'app-header',
            build: async (ctx): Promise<BuiltBlock> => ({
              type: 'app-header',
              v: 1,
              props: {
                logo: open(ctx.t('app-screen.header.logo'), viewerOf(ctx).via === 'session' ? '/profile' : '/', 'link'),
                title: ctx.t('app-screen.header.title'),
                badge: badgeOf(ctx, await standingOf(ctx)),
              },
            }),
            fallback: (ctx) => textBlock('app-header-text', ctx.t('app-screen.header.fallback')),
          },
          {
            id: 'trial-banner',
            build: async (ctx): Promise<BuiltBlock | undefined> => {
              const standing = await standingOf(ctx);
              if (!standing.isTrial) return undefined;
              return {
                type: 'trial-banner',
                v: 1,
                props: {
                  text: ctx.t('app-screen.banner.days', { days: standing.daysRemaining ?? 0 }),
                  action: open(ctx.t('app-screen.banner.subscribe'), TRIAL_BANNER_PATH),
                },
              };
            },
          },
        ],
      },
      {
        id: 'workout',
        blocks: [
          {
            id: 'workout',
            build: async (ctx): Promise<BuiltBlock> => {
              if ((await standingOf(ctx)).pro) {
                return {
                  type: 'workout-generator',
                  v: 1,
                  props: {},
                  fallback: textBlock('workout-generator-text', ctx.t('app-screen.generator.fallback')),
                };
              }
              return {
                type: 'start-trial-card',
                v: 1,
                props: {
                  title: ctx.t('app-screen.start.title'),
                  benefits: START_TRIAL_BENEFITS.map((key) => ctx.t(`app-screen.start.benefit.${key}`)),
                  action: open(ctx.t('app-screen.start.action'), SUBSCRIBE_PATH),
                  note: ctx.t('app-screen.start.note'),
                },
                fallback: textBlock('start-trial-text', ctx.t('app-screen.start.fallback')),
              };
            },
          },
        ],
      },
      {
        id: 'plan',
        blocks: [
          {
            id: 'plan-link',
            build: async (ctx): Promise<BuiltBlock | undefined> => {
              if (!(await standingOf(ctx)).pro) return undefined;
              return {
                type: 'action-banner',
                v: 1,
                props: {
                  icon: 'plane',
                  title: ctx.t('app-screen.plan.title'),
                  body: ctx.t('app-screen.plan.body'),
                  action: open(ctx.t('app-screen.plan.action'), PLAN_PATH, 'secondary'),
                },
                fallback: textBlock('plan-link-text', ctx.t('app-screen.plan.fallback')),
              };
            },
          },
        ],
      },
    ],
  };
}
