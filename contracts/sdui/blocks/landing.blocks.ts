import { z } from 'zod';
import { CtaSchema } from '../actions.schema';
import { IconSchema } from './icon.schema';

/** Plain paragraph; the universal fallback. */
export const TextPropsV1 = z.object({ text: z.string().min(1) }).strict();

/** Opening of the landing page: promise, calls to action and the traveller claim. */
export const HeroPropsV1 = z
  .object({
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().min(1),
    primary: CtaSchema,
    secondary: CtaSchema.optional(),
    claim: z.string().min(1),
    highlights: z.array(z.object({ value: z.string(), label: z.string() }).strict()).max(4),
  })
  .strict();

/** Why travellers struggle to train, stated plainly. */
export const ProblemStatementPropsV1 = z
  .object({
    title: z.string().min(1),
    body: z.string().min(1),
    points: z
      .array(z.object({ icon: IconSchema, text: z.string().min(1) }).strict())
      .min(1)
      .max(6),
  })
  .strict();

/** Numbered steps with an optional call to action. */
export const StepsPropsV1 = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    steps: z
      .array(z.object({ title: z.string().min(1), body: z.string().min(1) }).strict())
      .min(1)
      .max(6),
    cta: CtaSchema.optional(),
  })
  .strict();

const IconCardSchema = z.object({ icon: IconSchema, title: z.string().min(1), body: z.string().min(1) }).strict();

/** A grid of product capabilities. */
export const FeatureGridPropsV1 = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    features: z.array(IconCardSchema).min(1).max(8),
  })
  .strict();

/** A themed list of benefits (the longevity section). */
export const BenefitListPropsV1 = z
  .object({
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    intro: z.string().min(1),
    benefits: z.array(IconCardSchema).min(1).max(8),
  })
  .strict();

/** Places a traveller trains, each with a typical session length. */
export const ScenarioCardsPropsV1 = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    scenarios: z
      .array(
        z
          .object({
            icon: IconSchema,
            title: z.string().min(1),
            body: z.string().min(1),
            duration: z.string().min(1),
            moves: z.array(z.string().min(1)).max(4),
          })
          .strict(),
      )
      .min(1)
      .max(6),
  })
  .strict();

/** Quotes from travellers. */
export const TestimonialsPropsV1 = z
  .object({
    title: z.string().min(1),
    items: z
      .array(z.object({ quote: z.string().min(1), name: z.string().min(1), role: z.string().min(1) }).strict())
      .min(1)
      .max(6),
  })
  .strict();

/** A closing band with calls to action. */
export const CtaBandPropsV1 = z
  .object({
    title: z.string().min(1),
    body: z.string().min(1),
    primary: CtaSchema,
    secondary: CtaSchema.optional(),
  })
  .strict();

/** The site footer: calls to action, link columns and social links. */
export const SiteFooterPropsV1 = z
  .object({
    tagline: z.string().min(1),
    ctas: z.array(CtaSchema).max(3),
    columns: z
      .array(
        z
          .object({
            title: z.string().min(1),
            links: z.array(CtaSchema).min(1).max(8),
          })
          .strict(),
      )
      .max(4),
    social: z
      .array(
        z
          .object({
            network: z.enum(['instagram', 'linkedin', 'x', 'youtube']),
            label: z.string().min(1),
            action: CtaSchema.shape.action,
          })
          .strict(),
      )
      .max(6),
    legal: z.string().min(1),
  })
  .strict();

/** The guide-by-email offer (spec 2 §2): what the hotel workouts guide holds, and a way to the sign-up. */
export const GuideOfferPropsV1 = z
  .object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    body: z.string().min(1),
    workouts: z
      .array(z.object({ icon: IconSchema, text: z.string().min(1) }).strict())
      .min(1)
      .max(4),
    cta: CtaSchema,
  })
  .strict();

/**
 * The waitlist e-mail sign-up (spec 2 §2, §7): a client form that calls
 * `POST /api/waitlist`, downloads the guide it answers and says so in a
 * toast; a failure shows the destructive toast `failure`. Text arrives localised.
 */
export const WaitlistSignupPropsV1 = z
  .object({
    title: z.string().min(1),
    body: z.string().min(1),
    label: z.string().min(1),
    placeholder: z.string().min(1),
    submit: z.string().min(1),
    pending: z.string().min(1),
    invalid: z.string().min(1),
    privacy: z.string().min(1),
    success: z.object({ title: z.string().min(1), body: z.string().min(1) }).strict(),
    failure: z.string().min(1),
  })
  .strict();
