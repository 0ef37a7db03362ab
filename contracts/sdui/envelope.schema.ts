import { z } from 'zod';
import { text } from '../common/text.schema';
import { isoDateTime } from '../common/date-time.schema';

export const SDUI_PROTOCOL = 1 as const;

/** A block as it travels: props are checked per type by `validateBlock`. */
export interface WireBlock {
  id: string;
  type: string;
  v: number;
  props?: unknown;
  fallback?: WireBlock;
}

export const WireBlockSchema: z.ZodType<WireBlock> = z.lazy(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      type: z.string().regex(/^[a-z][a-z0-9-]*$/),
      v: z.number().int().positive(),
      props: z.unknown(),
      fallback: WireBlockSchema.optional(),
    })
    .strict(),
);

export const SectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    blocks: z.array(WireBlockSchema),
  })
  .strict();
export type Section = z.infer<typeof SectionSchema>;

export const LocaleSchema = z.enum(['en', 'es']);
export type Locale = z.infer<typeof LocaleSchema>;

/** What `GET /api/screens/:screenId` answers. */
export const ScreenEnvelopeSchema = z
  .object({
    protocol: z.literal(SDUI_PROTOCOL),
    screen: z
      .object({
        id: z.string(),
        title: z.string(),
        description: z.string().optional(),
        sections: z.array(SectionSchema),
      })
      .strict(),
    meta: z
      .object({
        generatedAt: isoDateTime(),
        locale: LocaleSchema,
      })
      .strict(),
  })
  .strict();
export type ScreenEnvelope = z.infer<typeof ScreenEnvelopeSchema>;

/** What a client reports when it could not render a block. */
export const BlockReportSchema = z
  .object({
    screenId: text().max(64),
    blockId: text().max(64),
    type: text().max(64),
    v: z.number().int(),
    reason: z.enum(['unknown-block', 'invalid-props', 'render-error', 'unknown-action']),
    /** For `unknown-action`: the action type and the name it could not resolve. */
    action: text().max(128).optional(),
    /** An error's message, which may span lines. */
    message: text({ multiline: true }).max(500).optional(),
  })
  .strict();
export type BlockReport = z.infer<typeof BlockReportSchema>;
