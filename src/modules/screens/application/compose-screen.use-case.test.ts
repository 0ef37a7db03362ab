import { describe, expect, it } from 'vitest';
import { fullCapabilities, parseCapabilities, ScreenEnvelopeSchema, validateBlock } from '../../../../contracts/sdui';
import { screenMessages } from '../../../../contracts/i18n/screen-messages';
import { FixedClock } from '../../../shared/kernel';
import { CatalogueTranslator } from '../adapters/catalogue-translator';
import { ComposeScreenUseCase } from './compose-screen.use-case';
import type { ScreenDefinition } from './screen-definition';
import { landingScreen } from './screens/landing.screen';

const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));
const compose = new ComposeScreenUseCase(new CatalogueTranslator(screenMessages), clock);

describe('ComposeScreenUseCase', () => {
  it('composes the landing page with every block valid, in the spec order', async () => {
    const { envelope, drops } = await compose.execute({ screen: landingScreen, locale: 'en', capabilities: fullCapabilities() });
    expect(drops).toEqual([]);
    expect(ScreenEnvelopeSchema.parse(envelope).meta).toEqual({ generatedAt: '2026-11-21T08:00:00.000Z', locale: 'en' });
    expect(envelope.screen.sections.map((s) => s.id)).toEqual([
      'hero', 'problem', 'how-it-works', 'features', 'longevity', 'scenarios', 'testimonials', 'get-started', 'footer',
    ]);
    for (const block of envelope.screen.sections.flatMap((s) => s.blocks)) expect(validateBlock(block).ok).toBe(true);
  });

  it('localises every text and never leaks a message key', async () => {
    for (const locale of ['en', 'es'] as const) {
      const { envelope } = await compose.execute({ screen: landingScreen, locale, capabilities: fullCapabilities() });
      expect(JSON.stringify(envelope)).not.toMatch(/"landing\.[a-z]/);
    }
    const es = await compose.execute({ screen: landingScreen, locale: 'es', capabilities: fullCapabilities() });
    expect(JSON.stringify(es.envelope)).toContain('12.000 viajeros');
  });

  it('isolates a block whose builder throws: its fallback is sent and the rest of the screen survives', async () => {
    const screen: ScreenDefinition = {
      id: 'test',
      titleKey: 'landing.screen.title',
      sections: [
        {
          id: 'main',
          blocks: [
            {
              id: 'fragile',
              build: () => {
                throw new Error('facade down');
              },
              fallback: () => ({ id: 'fragile-text', type: 'text', v: 1, props: { text: 'Back soon' } }),
            },
            { id: 'steady', build: () => ({ type: 'text', v: 1, props: { text: 'Still here' } }) },
          ],
        },
      ],
    };
    const { envelope, drops } = await compose.execute({ screen, locale: 'en', capabilities: fullCapabilities() });
    expect(envelope.screen.sections[0]?.blocks.map((b) => b.id)).toEqual(['fragile-text', 'steady']);
    expect(drops).toMatchObject([{ blockId: 'fragile', reason: 'compose-error' }]);
  });

  it('sends the declared fallback to a client that cannot render the hero', async () => {
    const { envelope } = await compose.execute({
      screen: landingScreen,
      locale: 'en',
      capabilities: parseCapabilities('text@1,steps@1')!,
    });
    const blocks = envelope.screen.sections.flatMap((s) => s.blocks);
    expect(blocks.map((b) => b.type).every((t) => t === 'text' || t === 'steps')).toBe(true);
    expect(blocks[0]).toMatchObject({ id: 'hero-text', type: 'text' });
  });
});
