import { z } from 'zod';
import { CtaSchema } from '../actions.schema';
import { IconSchema } from './icon.schema';
import { isoDateTime } from '../../common/date-time.schema';

/**
 * Blocks of the viewer's own profile (spec 1 §2 "Profile", Overview tab).
 * Text arrives localised; numbers arrive formatted for the request's language.
 * Instants (`completedAt`, `awardedAt`, `firstVisitedAt`) are ISO 8601 and the
 * client formats them in the traveller's own time zone, which only it knows.
 */

/** The block types of this file: the profile fixture covers them, the landing fixture does not. */
export const PROFILE_BLOCK_TYPES = ['action-banner', 'stat-tiles', 'workout-list', 'badge-grid', 'passport-grid', 'empty-state'] as const;

const IsoInstantSchema = isoDateTime({ offset: true });

/** A prominent call to action, e.g. "Start a workout". */
export const ActionBannerPropsV1 = z
  .object({
    icon: IconSchema.optional(),
    title: z.string().min(1),
    body: z.string().min(1).optional(),
    action: CtaSchema,
  })
  .strict();

/** A few headline numbers, each with an optional hint beneath (e.g. "Best: 9 days"). */
export const StatTilesPropsV1 = z
  .object({
    title: z.string().min(1).optional(),
    tiles: z
      .array(
        z
          .object({
            icon: IconSchema.optional(),
            label: z.string().min(1),
            value: z.string().min(1),
            hint: z.string().min(1).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(6),
  })
  .strict();

/** The latest completed workouts, newest first (spec 1 §9: five on the profile). */
export const WorkoutListPropsV1 = z
  .object({
    title: z.string().min(1),
    items: z
      .array(
        z
          .object({
            id: z.string().min(1).max(64),
            /** The workout's name, or its duration when it has none. */
            title: z.string().min(1),
            /** Where it was done ("Hotel room"), localised. */
            context: z.string().min(1).optional(),
            city: z.string().min(1).optional(),
            /** Points earned, formatted ("+120 points"). */
            points: z.string().min(1),
            completedAt: IsoInstantSchema,
          })
          .strict(),
      )
      .min(1)
      .max(20),
    action: CtaSchema.optional(),
  })
  .strict();

/** Earned badges: name, what earned it, and when. */
export const BadgeGridPropsV1 = z
  .object({
    title: z.string().min(1),
    summary: z.string().min(1).optional(),
    badges: z
      .array(
        z
          .object({
            code: z.string().min(1).max(64),
            icon: IconSchema,
            name: z.string().min(1),
            description: z.string().min(1).optional(),
            awardedAt: IsoInstantSchema,
          })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();

/** Passport stamps: one per city trained in. */
export const PassportGridPropsV1 = z
  .object({
    title: z.string().min(1),
    summary: z.string().min(1).optional(),
    stamps: z
      .array(
        z
          .object({
            city: z.string().min(1),
            country: z.string().min(1),
            /** Workouts done there, formatted ("3 workouts"). */
            workouts: z.string().min(1),
            firstVisitedAt: IsoInstantSchema,
          })
          .strict(),
      )
      .min(1)
      .max(500),
  })
  .strict();

/**
 * Nothing to show yet, said kindly, with the next step. `heading` names the
 * section it stands in for ("Recent workouts"), so the page keeps its outline.
 */
export const EmptyStatePropsV1 = z
  .object({
    heading: z.string().min(1).optional(),
    icon: IconSchema,
    title: z.string().min(1),
    body: z.string().min(1),
    action: CtaSchema.optional(),
  })
  .strict();
