import { SDUI_PROTOCOL, WireBlockSchema, type WireBlock } from '../../../contracts/sdui/envelope.schema';
import { reportBlockProblem } from './report';

export interface ReadScreen {
  id: string;
  title: string;
  description?: string;
  sections: { id: string; blocks: WireBlock[] }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an envelope leniently: the frame (protocol, screen, sections) must be
 * sound, but a malformed block is reported and dropped on its own rather than
 * failing the whole screen. Props are validated later, block by block.
 */
export function readEnvelope(body: unknown): ReadScreen {
  if (!isRecord(body) || body.protocol !== SDUI_PROTOCOL || !isRecord(body.screen)) {
    throw new Error('Unsupported screen envelope');
  }
  const { id, title, description, sections } = body.screen;
  if (typeof id !== 'string' || typeof title !== 'string' || !Array.isArray(sections)) {
    throw new Error('Malformed screen envelope');
  }
  return {
    id,
    title,
    ...(typeof description === 'string' ? { description } : {}),
    sections: sections.filter(isRecord).map((section) => ({
      id: typeof section.id === 'string' && /^[a-z0-9-]+$/.test(section.id) ? section.id : '',
      blocks: (Array.isArray(section.blocks) ? section.blocks : []).flatMap((raw: unknown) => {
        const parsed = WireBlockSchema.safeParse(raw);
        if (parsed.success) return [parsed.data];
        const r = isRecord(raw) ? raw : {};
        reportBlockProblem({
          screenId: id,
          blockId: typeof r.id === 'string' ? r.id : 'unknown',
          type: typeof r.type === 'string' ? r.type : 'unknown',
          v: typeof r.v === 'number' && Number.isInteger(r.v) ? r.v : 0,
          reason: 'invalid-props',
          message: `malformed block: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
        });
        return [];
      }),
    })),
  };
}
