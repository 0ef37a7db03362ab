import { z } from 'zod';
import { CtaSchema } from '../actions.schema';

/**
 * Blocks of the generator screen at `/app` (spec 2 §2 "Generator (/app)"): the
 * server decides which badge, banner and body a traveller sees from their
 * subscription; the client only draws them. Text arrives localised.
 */

/** The block types of this file. */
export const APP_BLOCK_TYPES = ['app-header', 'trial-banner', 'workout-generator', 'start-trial-card'] as const;

const PlanBadgeSchema = z.discriminatedUnion('kind', [
  /** A trial, with its days left ("Trial · 3 days left"). */
  z.object({ kind: z.literal('trial'), label: z.string().min(1) }).strict(),
  /** An active subscription that is not a trial. */
  z.object({ kind: z.literal('pro'), label: z.string().min(1) }).strict(),
  /** Everyone else: "Upgrade to Pro", to the plans. */
  z.object({ kind: z.literal('upgrade'), cta: CtaSchema }).strict(),
]);

/** The screen's header: the logo (to the profile when signed in, else home), the title and the plan badge. */
export const AppHeaderPropsV1 = z
  .object({
    logo: CtaSchema,
    title: z.string().min(1),
    badge: PlanBadgeSchema,
  })
  .strict();

/** "3 days left in your free trial" with a button to subscribe. */
export const TrialBannerPropsV1 = z.object({ text: z.string().min(1), action: CtaSchema }).strict();

/**
 * The generator itself (form, plan preview, countdown, active workout,
 * completion): a client component that talks to `POST /api/generate-plan`
 * and `POST /api/workout/complete`. Shown only to travellers with Pro access.
 */
export const WorkoutGeneratorPropsV1 = z.object({}).strict();

/** The "Start Your Free Trial" card: its benefits, a button to /subscribe and the terms' note. */
export const StartTrialCardPropsV1 = z
  .object({
    title: z.string().min(1),
    benefits: z.array(z.string().min(1)).min(1).max(8),
    action: CtaSchema,
    note: z.string().min(1),
  })
  .strict();
