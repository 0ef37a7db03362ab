import { canRender, type BlockCheck, type Capabilities, type WireBlock } from '../../../../contracts/sdui';

/** Why a block did not reach the client as composed. */
export type BlockDrop =
  | { blockId: string; reason: 'not-renderable'; type: string; v: number }
  | { blockId: string; reason: 'invalid-props'; type: string; v: number; message: string }
  | { blockId: string; reason: 'compose-error'; error: unknown };

/**
 * Decides what to send for one composed block: the block itself when the
 * client can render it and its props are valid, else its fallback under the
 * same rules, else nothing. Never returns a block the client cannot render.
 */
export function selectRenderable(
  block: WireBlock,
  caps: Capabilities,
  check: (block: WireBlock) => BlockCheck,
  drops: BlockDrop[],
): WireBlock | undefined {
  if (canRender(caps, block.type, block.v)) {
    const checked = check(block);
    if (checked.ok) {
      const { fallback, ...rest } = checked.block;
      const renderableFallback = fallback ? selectRenderable(fallback, caps, check, []) : undefined;
      return renderableFallback ? { ...rest, fallback: renderableFallback } : rest;
    }
    drops.push({ blockId: block.id, reason: 'invalid-props', type: block.type, v: block.v, message: checked.message });
  } else {
    drops.push({ blockId: block.id, reason: 'not-renderable', type: block.type, v: block.v });
  }
  return block.fallback ? selectRenderable(block.fallback, caps, check, drops) : undefined;
}
