/**
 * Type-level tests, checked by `tsc -p web/tsconfig.json` (not run by vitest).
 * Each `@ts-expect-error` must hold: if the registry types stopped catching
 * the mistake, the directive would be unused and `tsc` would fail.
 */
import type { z } from 'zod';
import type { Action } from '../../../contracts/sdui/actions.schema';
import type { BlockCatalogue } from '../../../contracts/sdui/blocks/catalogue';
import { actionHandlers, type ActionHandlers } from './action-registry';
import { blockRegistry, type BlockRegistry } from './block-registry';
import type { RegistryFor } from './block-registry.types';
import { HeroBlock } from './blocks/hero.block';

// The real registry covers the real catalogue.
export const complete: RegistryFor<BlockCatalogue> = blockRegistry;

// A new block type in the catalogue without a renderer does not compile.
type WithNewType = BlockCatalogue & { 'plan-card': { 1: z.ZodObject<{ title: z.ZodString }> } };
// @ts-expect-error plan-card@1 has no renderer
export const missingType: RegistryFor<WithNewType> = blockRegistry;

// A new version of an existing block without a renderer does not compile.
type WithHeroV2 = Omit<BlockCatalogue, 'hero'> & { hero: { 1: BlockCatalogue['hero'][1]; 2: BlockCatalogue['hero'][1] } };
// @ts-expect-error hero@2 has no renderer
export const missingVersion: RegistryFor<WithHeroV2> = blockRegistry;

// A renderer registered under another block's props does not compile.
// @ts-expect-error HeroBlock cannot render text@1 props
export const swapped: BlockRegistry = { ...blockRegistry, text: { 1: HeroBlock } };

// Every action type has a handler…
export const handlers: ActionHandlers<Action> = actionHandlers;
// …and a new action type without one does not compile.
type WithShare = Action | { type: 'share.open'; url: string };
// @ts-expect-error share.open has no handler
export const missingHandler: ActionHandlers<WithShare> = actionHandlers;
