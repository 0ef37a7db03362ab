import type { BlockProps, BlockType, BlockVersion, Locale } from '../../../../contracts/sdui';
import type { Viewer } from '../../../shared/kernel';

/** What a block builder can use: the language, a translator bound to it and, on viewer screens, who is looking. */
export interface ComposeContext {
  locale: Locale;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The identified caller on `audience: 'viewer'` screens; undefined on public ones. */
  viewer?: Viewer;
}

/** A block as a screen defines it, typed against the protocol catalogue. */
export type BlockSpec = {
  [T in BlockType]: { [V in BlockVersion<T>]: { type: T; v: V; props: BlockProps<T, V> } }[BlockVersion<T>];
}[BlockType];

/** A built block; a builder may attach a fallback made from the same data it read. */
export type BuiltBlock = BlockSpec & { fallback?: BlockSpec & { id: string } };

/**
 * One block of a screen: `build` may read facades and may fail; a failure
 * only removes this block (or swaps in its fallback), never the screen.
 * `fallback` is the static fallback, used also when `build` throws. A block
 * that is not for this viewer (the trial banner without a trial) builds
 * `undefined` and is left out.
 */
export interface BlockDefinition {
  id: string;
  build: (ctx: ComposeContext) => BuiltBlock | undefined | Promise<BuiltBlock | undefined>;
  fallback?: (ctx: ComposeContext) => BlockSpec & { id: string };
}

export interface SectionDefinition {
  id: string;
  blocks: BlockDefinition[];
}

export interface ScreenDefinition {
  id: string;
  titleKey: string;
  descriptionKey?: string;
  /**
   * `public`: anyone, no identity read. `viewer`: about the caller, who must be
   * identified (bearer token or device id) or the screen answers 401.
   */
  audience: 'public' | 'viewer';
  sections: SectionDefinition[];
}

/** The viewer of a `viewer` screen; throws (dropping only the block) if a builder runs without one. */
export function viewerOf(ctx: ComposeContext): Viewer {
  if (!ctx.viewer) throw new Error('this block needs an identified viewer');
  return ctx.viewer;
}
