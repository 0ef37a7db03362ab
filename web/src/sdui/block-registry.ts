import { lazy } from 'react';
import type { BlockCatalogue } from '../../../contracts/sdui/blocks/catalogue';
import { formatCapabilities } from '../../../contracts/sdui/capabilities';
import type { BlockRenderer, RegistryFor } from './block-registry.types';
import './blocks/blocks.css';
import { TextBlock } from './blocks/text.block';
import { HeroBlock } from './blocks/hero.block';
import { ProblemStatementBlock } from './blocks/problem-statement.block';
import { StepsBlock } from './blocks/steps.block';
import { FeatureGridBlock } from './blocks/feature-grid.block';
import { BenefitListBlock } from './blocks/benefit-list.block';
import { ScenarioCardsBlock } from './blocks/scenario-cards.block';
import { TestimonialsBlock } from './blocks/testimonials.block';
import { CtaBandBlock } from './blocks/cta-band.block';
import { SiteFooterBlock } from './blocks/site-footer.block';

export type BlockRegistry = RegistryFor<BlockCatalogue>;

/** The profile's blocks come in one lazy chunk: the landing page never downloads them. */
const profileBlocks = () => import('./blocks/profile/profile-blocks');
const ActionBannerBlock = lazy(() => profileBlocks().then((m) => ({ default: m.ActionBannerBlock })));
const StatTilesBlock = lazy(() => profileBlocks().then((m) => ({ default: m.StatTilesBlock })));
const WorkoutListBlock = lazy(() => profileBlocks().then((m) => ({ default: m.WorkoutListBlock })));
const BadgeGridBlock = lazy(() => profileBlocks().then((m) => ({ default: m.BadgeGridBlock })));
const PassportGridBlock = lazy(() => profileBlocks().then((m) => ({ default: m.PassportGridBlock })));
const EmptyStateBlock = lazy(() => profileBlocks().then((m) => ({ default: m.EmptyStateBlock })));
/** The generator screen's blocks (/app) come in their own lazy chunk. */
const appBlocks = () => import('../features/app-home/blocks/app-blocks');
const AppHeaderBlock = lazy(() => appBlocks().then((m) => ({ default: m.AppHeaderBlock })));
const TrialBannerBlock = lazy(() => appBlocks().then((m) => ({ default: m.TrialBannerBlock })));
const WorkoutGeneratorBlock = lazy(() => appBlocks().then((m) => ({ default: m.WorkoutGeneratorBlock })));
const StartTrialCardBlock = lazy(() => appBlocks().then((m) => ({ default: m.StartTrialCardBlock })));

/** The landing page's guide offer and waitlist form, near its end: their own lazy chunk. */
const waitlistBlocks = () => import('../features/waitlist/waitlist-blocks');
const GuideOfferBlock = lazy(() => waitlistBlocks().then((m) => ({ default: m.GuideOfferBlock })));
const WaitlistSignupBlock = lazy(() => waitlistBlocks().then((m) => ({ default: m.WaitlistSignupBlock })));

/**
 * The client's renderers, one per catalogue entry. To add a block: add its
 * schema to the catalogue (contracts), then `tsc` points here; write
 * `blocks/<type>.block.tsx` and register it. Heavy blocks (machines) can be
 * registered as `React.lazy(() => import(...))` to keep them out of the
 * landing bundle.
 */
export const blockRegistry: BlockRegistry = {
  text: { 1: TextBlock },
  hero: { 1: HeroBlock },
  'problem-statement': { 1: ProblemStatementBlock },
  steps: { 1: StepsBlock },
  'feature-grid': { 1: FeatureGridBlock },
  'benefit-list': { 1: BenefitListBlock },
  'scenario-cards': { 1: ScenarioCardsBlock },
  testimonials: { 1: TestimonialsBlock },
  'guide-offer': { 1: GuideOfferBlock },
  'waitlist-signup': { 1: WaitlistSignupBlock },
  'cta-band': { 1: CtaBandBlock },
  'site-footer': { 1: SiteFooterBlock },
  'action-banner': { 1: ActionBannerBlock },
  'stat-tiles': { 1: StatTilesBlock },
  'workout-list': { 1: WorkoutListBlock },
  'badge-grid': { 1: BadgeGridBlock },
  'passport-grid': { 1: PassportGridBlock },
  'empty-state': { 1: EmptyStateBlock },
  'app-header': { 1: AppHeaderBlock },
  'trial-banner': { 1: TrialBannerBlock },
  'workout-generator': { 1: WorkoutGeneratorBlock },
  'start-trial-card': { 1: StartTrialCardBlock },
};

/** The renderer for a validated block; undefined when the client has none. */
export function rendererFor(type: string, v: number): BlockRenderer<unknown> | undefined {
  const versions = (blockRegistry as unknown as Record<string, Record<number, BlockRenderer<unknown>> | undefined>)[type];
  return versions?.[v];
}

/** `x-sdui-capabilities`, derived from the registry (never hand-listed). */
export const CLIENT_CAPABILITIES = formatCapabilities(
  Object.entries(blockRegistry).map(([type, versions]) => [type, Object.keys(versions).map(Number)] as const),
);
