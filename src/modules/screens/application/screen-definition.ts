import type { BlockProps, BlockType, BlockVersion, Locale } from '../../../../contracts/sdui';

/** What a block builder can use: the language and a translator bound to it. */
export interface ComposeContext {
  locale: Locale;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/** A block as a screen defines it, typed against the protocol catalogue. */
export type BlockSpec = {
  [T in BlockType]: { [V in BlockVersion<T>]: { type: T; v: V; props: BlockProps<T, V> } }[BlockVersion<T>];
}[BlockType];

/**
 * One block of a screen: `build` may read facades and may fail; a failure
 * only removes this block (or swaps in its fallback), never the screen.
 */
export interface BlockDefinition {
  id: string;
  build: (ctx: ComposeContext) => BlockSpec | Promise<BlockSpec>;
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
  sections: SectionDefinition[];
}
