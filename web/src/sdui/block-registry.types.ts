import type { ComponentType } from 'react';
import type { z } from 'zod';

/** What a renderer knows about the block it draws. */
export interface BlockMeta {
  id: string;
  type: string;
  v: number;
  screenId: string;
}

/** Every block renderer receives its validated props and its identity. */
export interface BlockRendererProps<P> {
  props: P;
  block: BlockMeta;
}

export type BlockRenderer<P> = ComponentType<BlockRendererProps<P>>;

/**
 * One renderer per block type and version of a catalogue. For the real
 * catalogue (`RegistryFor<BlockCatalogue>`), a type or version added to
 * `contracts/sdui/blocks/catalogue.ts` without a renderer fails `tsc`, and a
 * renderer registered under the wrong props fails too
 * (see block-registry.typecheck.ts).
 */
export type RegistryFor<C> = {
  [T in keyof C]: {
    [V in keyof C[T] & number]: BlockRenderer<C[T][V] extends z.ZodTypeAny ? z.output<C[T][V]> : never>;
  };
};
