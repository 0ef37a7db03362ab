import {
  SDUI_PROTOCOL,
  validateBlock,
  type Capabilities,
  type Locale,
  type ScreenEnvelope,
  type WireBlock,
} from '../../../../contracts/sdui';
import type { Clock, Viewer } from '../../../shared/kernel';
import { selectRenderable, type BlockDrop } from '../domain/screen-composition';
import type { ComposeContext, ScreenDefinition } from './screen-definition';
import type { Translator } from './ports/translator.port';

export interface ComposeScreenInput {
  screen: ScreenDefinition;
  locale: Locale;
  capabilities: Capabilities;
  /** Who is looking; the edge identifies them for `audience: 'viewer'` screens (no identity, no screen). */
  viewer?: Viewer | undefined;
}

export interface ComposedScreen {
  envelope: ScreenEnvelope;
  /** Blocks left out or replaced, for the log: never shown to the traveller. */
  drops: BlockDrop[];
}

/**
 * Composes a screen for one client: every block is built on its own, checked against its schema and the client's capabilities, and replaced
 * by its fallback (or left out) when it fails, so one broken block never
 * breaks a screen.
 */
export class ComposeScreenUseCase {
  constructor(
    private readonly translator: Translator,
    private readonly clock: Clock,
  ) {}

  async execute({ screen, locale, capabilities, viewer }: ComposeScreenInput): Promise<ComposedScreen> {
    const ctx: ComposeContext = { locale, t: (key, values) => this.translator.t(locale, key, values), ...(viewer ? { viewer } : {}) };
    const drops: BlockDrop[] = [];

    const sections = await Promise.all(
      screen.sections.map(async (section) => {
        const blocks = await Promise.all(
          section.blocks.map(async (definition): Promise<WireBlock | undefined> => {
            const fallback = definition.fallback?.(ctx);
            let built: WireBlock;
            try {
              const spec = await definition.build(ctx);
              if (!spec) return undefined;
              built = { id: definition.id, ...spec };
            } catch (error) {
              drops.push({ blockId: definition.id, reason: 'compose-error', error });
              return fallback ? selectRenderable(fallback, capabilities, validateBlock, drops) : undefined;
            }
            // A fallback the builder made from its data beats the static one.
            const candidate: WireBlock = !built.fallback && fallback ? { ...built, fallback } : built;
            return selectRenderable(candidate, capabilities, validateBlock, drops);
          }),
        );
        return { id: section.id, blocks: blocks.filter((b): b is WireBlock => b !== undefined) };
      }),
    );

    const envelope: ScreenEnvelope = {
      protocol: SDUI_PROTOCOL,
      screen: {
        id: screen.id,
        title: ctx.t(screen.titleKey),
        ...(screen.descriptionKey ? { description: ctx.t(screen.descriptionKey) } : {}),
        sections: sections.filter((s) => s.blocks.length > 0),
      },
      meta: { generatedAt: this.clock.now().toISOString(), locale },
    };
    return { envelope, drops };
  }
}
