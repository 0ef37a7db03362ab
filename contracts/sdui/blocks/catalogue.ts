import type { z } from 'zod';
import { AppHeaderPropsV1, StartTrialCardPropsV1, TrialBannerPropsV1, WorkoutGeneratorPropsV1 } from './app.blocks';
import {
  BenefitListPropsV1,
  CtaBandPropsV1,
  FeatureGridPropsV1,
  GuideOfferPropsV1,
  HeroPropsV1,
  ProblemStatementPropsV1,
  ScenarioCardsPropsV1,
  SiteFooterPropsV1,
  StepsPropsV1,
  TestimonialsPropsV1,
  TextPropsV1,
  WaitlistSignupPropsV1,
} from './landing.blocks';
import {
  ActionBannerPropsV1,
  BadgeGridPropsV1,
  EmptyStatePropsV1,
  PassportGridPropsV1,
  StatTilesPropsV1,
  WorkoutListPropsV1,
} from './profile.blocks';

/**
 * Every block type and version of protocol 1, with the schema of its props.
 * Versions evolve additively: a new version is a new key, old ones stay until
 * no supported client asks for them. The web registry must render each entry
 * (enforced by its types), and the server may only compose what is listed here.
 */
export const blockCatalogue = {
  text: { 1: TextPropsV1 },
  hero: { 1: HeroPropsV1 },
  'problem-statement': { 1: ProblemStatementPropsV1 },
  steps: { 1: StepsPropsV1 },
  'feature-grid': { 1: FeatureGridPropsV1 },
  'benefit-list': { 1: BenefitListPropsV1 },
  'scenario-cards': { 1: ScenarioCardsPropsV1 },
  testimonials: { 1: TestimonialsPropsV1 },
  'guide-offer': { 1: GuideOfferPropsV1 },
  'waitlist-signup': { 1: WaitlistSignupPropsV1 },
  'cta-band': { 1: CtaBandPropsV1 },
  'site-footer': { 1: SiteFooterPropsV1 },
  'action-banner': { 1: ActionBannerPropsV1 },
  'stat-tiles': { 1: StatTilesPropsV1 },
  'workout-list': { 1: WorkoutListPropsV1 },
  'badge-grid': { 1: BadgeGridPropsV1 },
  'passport-grid': { 1: PassportGridPropsV1 },
  'empty-state': { 1: EmptyStatePropsV1 },
  'app-header': { 1: AppHeaderPropsV1 },
  'trial-banner': { 1: TrialBannerPropsV1 },
  'workout-generator': { 1: WorkoutGeneratorPropsV1 },
  'start-trial-card': { 1: StartTrialCardPropsV1 },
} as const;

export type BlockCatalogue = typeof blockCatalogue;
export type BlockType = keyof BlockCatalogue;
export type BlockVersion<T extends BlockType> = keyof BlockCatalogue[T] & number;
export type BlockProps<T extends BlockType, V extends BlockVersion<T>> = z.infer<
  BlockCatalogue[T][V] extends z.ZodTypeAny ? BlockCatalogue[T][V] : never
>;

export const blockTypes = Object.keys(blockCatalogue) as BlockType[];
export { PROFILE_BLOCK_TYPES } from './profile.blocks';
export { APP_BLOCK_TYPES } from './app.blocks';

/** The props schema of a type and version, or undefined when the pair is unknown. */
export function propsSchemaFor(type: string, v: number): z.ZodTypeAny | undefined {
  const versions = (blockCatalogue as Record<string, Record<number, z.ZodTypeAny>>)[type];
  return versions?.[v];
}
