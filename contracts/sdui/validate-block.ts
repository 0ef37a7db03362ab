import type { WireBlock } from './envelope.schema';
import { propsSchemaFor } from './blocks/catalogue';

export type BlockCheck = { ok: true; block: WireBlock } | { ok: false; reason: 'unknown-block' | 'invalid-props'; message: string };

/**
 * Checks one block's props against its catalogue schema, on its own, so one
 * bad block never takes the screen down. Used by the composer before sending
 * and by the renderer before drawing.
 */
export function validateBlock(block: WireBlock): BlockCheck {
  const schema = propsSchemaFor(block.type, block.v);
  if (!schema) return { ok: false, reason: 'unknown-block', message: `${block.type}@${block.v} is not in protocol 1` };
  const parsed = schema.safeParse(block.props);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      ok: false,
      reason: 'invalid-props',
      message: first ? `${first.path.join('.') || 'props'}: ${first.message}` : 'invalid props',
    };
  }
  return { ok: true, block: { ...block, props: parsed.data } };
}
