import type { AppLink, Cta } from '../../../../../contracts/sdui';
import type { ComposeContext, ScreenDefinition } from '../screen-definition';

const open = (label: string, to: AppLink, emphasis: Cta['emphasis'] = 'primary'): Cta => ({
  label,
  emphasis,
  action: { type: 'nav.open', to },
});

const scrollTo = (label: string, target: string, emphasis: Cta['emphasis'] = 'link'): Cta => ({
  label,
  emphasis,
  action: { type: 'nav.scroll', target },
});

/** Section ids are anchors: "Learn more" scrolls to `how-it-works`. */
export const HOW_IT_WORKS_SECTION = 'how-it-works';
/** The guide offer's call to action scrolls to the sign-up form. */
export const WAITLIST_SECTION = 'waitlist';

const textFallback = (id: string, key: string) => (ctx: ComposeContext) => ({
  id,
  type: 'text' as const,
  v: 1 as const,
  props: { text: ctx.t(key) },
});

/**
 * The landing page of spec document 2 §2, in the spec's order: hero, problem,
 * how it works, features, longevity, scenarios, testimonials, the guide by
 * e-mail and the waitlist sign-up (features/landing/waitlist.feature), then the
 * footer with its calls to action (`get-started`) and its link columns.
 */
export const landingScreen: ScreenDefinition = {
  id: 'landing',
  titleKey: 'landing.screen.title',
  descriptionKey: 'landing.screen.description',
  audience: 'public',
  sections: [
    {
      id: 'hero',
      blocks: [
        {
          id: 'hero',
          build: ({ t }) => ({
            type: 'hero',
            v: 1,
            props: {
              eyebrow: t('landing.hero.eyebrow'),
              title: t('landing.hero.title'),
              subtitle: t('landing.hero.subtitle'),
              primary: open(t('landing.hero.start'), '/free'),
              secondary: scrollTo(t('landing.hero.learnMore'), HOW_IT_WORKS_SECTION, 'secondary'),
              claim: t('landing.hero.claim'),
              highlights: (['minutes', 'equipment', 'places'] as const).map((k) => ({
                value: t(`landing.hero.highlight.${k}.value`),
                label: t(`landing.hero.highlight.${k}.label`),
              })),
            },
          }),
          fallback: textFallback('hero-text', 'landing.hero.fallback'),
        },
      ],
    },
    {
      id: 'problem',
      blocks: [
        {
          id: 'problem-statement',
          build: ({ t }) => ({
            type: 'problem-statement',
            v: 1,
            props: {
              title: t('landing.problem.title'),
              body: t('landing.problem.body'),
              points: [
                { icon: 'moon', text: t('landing.problem.point.jetlag') },
                { icon: 'bed', text: t('landing.problem.point.room') },
                { icon: 'clock', text: t('landing.problem.point.schedule') },
                { icon: 'briefcase', text: t('landing.problem.point.plans') },
              ],
            },
          }),
          fallback: textFallback('problem-text', 'landing.problem.body'),
        },
      ],
    },
    {
      id: HOW_IT_WORKS_SECTION,
      blocks: [
        {
          id: 'how-it-works-steps',
          build: ({ t }) => ({
            type: 'steps',
            v: 1,
            props: {
              title: t('landing.how.title'),
              subtitle: t('landing.how.subtitle'),
              steps: [1, 2, 3].map((n) => ({
                title: t(`landing.how.step${n}.title`),
                body: t(`landing.how.step${n}.body`),
              })),
              cta: open(t('landing.how.cta'), '/free'),
            },
          }),
        },
      ],
    },
    {
      id: 'features',
      blocks: [
        {
          id: 'feature-grid',
          build: ({ t }) => ({
            type: 'feature-grid',
            v: 1,
            props: {
              title: t('landing.features.title'),
              subtitle: t('landing.features.subtitle'),
              features: (
                [
                  ['ai', 'brain'],
                  ['hotel', 'bed'],
                  ['progress', 'chart'],
                  ['devices', 'devices'],
                ] as const
              ).map(([key, icon]) => ({
                icon,
                title: t(`landing.features.${key}.title`),
                body: t(`landing.features.${key}.body`),
              })),
            },
          }),
        },
      ],
    },
    {
      id: 'longevity',
      blocks: [
        {
          id: 'longevity-benefits',
          build: ({ t }) => ({
            type: 'benefit-list',
            v: 1,
            props: {
              eyebrow: t('landing.longevity.eyebrow'),
              title: t('landing.longevity.title'),
              intro: t('landing.longevity.intro'),
              benefits: (
                [
                  ['mobility', 'stretch'],
                  ['balance', 'balance'],
                  ['heart', 'heart'],
                  ['sleep', 'moon'],
                ] as const
              ).map(([key, icon]) => ({
                icon,
                title: t(`landing.longevity.${key}.title`),
                body: t(`landing.longevity.${key}.body`),
              })),
            },
          }),
        },
      ],
    },
    {
      id: 'scenarios',
      blocks: [
        {
          id: 'scenario-cards',
          build: ({ t }) => ({
            type: 'scenario-cards',
            v: 1,
            props: {
              title: t('landing.scenarios.title'),
              subtitle: t('landing.scenarios.subtitle'),
              scenarios: (
                [
                  ['hotel', 'bed'],
                  ['airport', 'plane'],
                  ['office', 'briefcase'],
                ] as const
              ).map(([key, icon]) => ({
                icon,
                title: t(`landing.scenarios.${key}.title`),
                body: t(`landing.scenarios.${key}.body`),
                duration: t(`landing.scenarios.${key}.duration`),
                moves: [1, 2, 3].map((n) => t(`landing.scenarios.${key}.move${n}`)),
              })),
            },
          }),
        },
      ],
    },
    {
      id: 'testimonials',
      blocks: [
        {
          id: 'testimonials',
          build: ({ t }) => ({
            type: 'testimonials',
            v: 1,
            props: {
              title: t('landing.testimonials.title'),
              items: [1, 2, 3].map((n) => ({
                quote: t(`landing.testimonials.${n}.quote`),
                name: t(`landing.testimonials.${n}.name`),
                role: t(`landing.testimonials.${n}.role`),
              })),
            },
          }),
        },
      ],
    },
    {
      id: 'guide',
      blocks: [
        {
          id: 'guide-offer',
          build: ({ t }) => ({
            type: 'guide-offer',
            v: 1,
            props: {
              eyebrow: t('landing.guide.eyebrow'),
              title: t('landing.guide.title'),
              body: t('landing.guide.body'),
              workouts: (
                [
                  ['hotel', 'bed'],
                  ['airport', 'plane'],
                  ['office', 'briefcase'],
                ] as const
              ).map(([key, icon]) => ({ icon, text: t(`landing.guide.item.${key}`) })),
              cta: scrollTo(t('landing.guide.cta'), WAITLIST_SECTION, 'primary'),
            },
          }),
          fallback: textFallback('guide-offer-text', 'landing.guide.fallback'),
        },
      ],
    },
    {
      id: WAITLIST_SECTION,
      blocks: [
        {
          id: 'waitlist-signup',
          build: ({ t }) => ({
            type: 'waitlist-signup',
            v: 1,
            props: {
              title: t('landing.waitlist.title'),
              body: t('landing.waitlist.body'),
              label: t('landing.waitlist.label'),
              placeholder: t('landing.waitlist.placeholder'),
              submit: t('landing.waitlist.submit'),
              pending: t('landing.waitlist.pending'),
              invalid: t('landing.waitlist.invalid'),
              privacy: t('landing.waitlist.privacy'),
              success: { title: t('landing.waitlist.success.title'), body: t('landing.waitlist.success.body') },
              failure: t('landing.waitlist.failure'),
            },
          }),
          fallback: textFallback('waitlist-signup-text', 'landing.waitlist.fallback'),
        },
      ],
    },
    {
      id: 'get-started',
      blocks: [
        {
          id: 'footer-cta',
          build: ({ t }) => ({
            type: 'cta-band',
            v: 1,
            props: {
              title: t('landing.footer.cta.title'),
              body: t('landing.footer.cta.body'),
              primary: open(t('landing.footer.cta.free'), '/free'),
              secondary: open(t('landing.footer.cta.trial'), '/subscribe', 'secondary'),
            },
          }),
        },
      ],
    },
    {
      id: 'footer',
      blocks: [
        {
          id: 'site-footer',
          build: ({ t }) => ({
            type: 'site-footer',
            v: 1,
            props: {
              tagline: t('landing.footer.tagline'),
              ctas: [],
              columns: [
                {
                  title: t('landing.footer.product.title'),
                  links: [
                    scrollTo(t('landing.footer.product.how'), HOW_IT_WORKS_SECTION),
                    open(t('landing.footer.product.free'), '/free', 'link'),
                    open(t('landing.footer.product.pricing'), '/subscribe', 'link'),
                  ],
                },
                {
                  title: t('landing.footer.support.title'),
                  links: [
                    open(t('landing.footer.support.signIn'), '/auth', 'link'),
                    open(t('landing.footer.support.signUp'), '/register', 'link'),
                    open(t('landing.footer.support.upgrade'), '/upgrade', 'link'),
                    open(t('landing.footer.support.profile'), '/profile', 'link'),
                  ],
                },
              ],
              social: (
                [
                  ['instagram', 'https://www.instagram.com/travelfit'],
                  ['linkedin', 'https://www.linkedin.com/company/travelfit'],
                  ['x', 'https://x.com/travelfit'],
                  ['youtube', 'https://www.youtube.com/@travelfit'],
                ] as const
              ).map(([network, href]) => ({
                network,
                label: t(`landing.footer.social.${network}`),
                action: { type: 'link.external' as const, href },
              })),
              legal: t('landing.footer.legal'),
            },
          }),
        },
      ],
    },
  ],
};
