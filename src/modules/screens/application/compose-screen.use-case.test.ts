import { describe, expect, it } from 'vitest';
import { fullCapabilities, parseCapabilities, ScreenEnvelopeSchema, validateBlock } from '../../../../contracts/sdui';
import { screenMessages } from '../../../../contracts/i18n/screen-messages';
import { FixedClock, type Viewer } from '../../../shared/kernel';
import { FormatjsTranslator } from '../../../shared/i18n';
import { ComposeScreenUseCase, type ComposeScreenInput, type ComposedScreen } from './compose-screen.use-case';
import type { ScreenDefinition } from './screen-definition';
import { landingScreen } from './screens/landing.screen';

const clock = new FixedClock(new Date('2026-11-21T08:00:00Z'));
const compose = new ComposeScreenUseCase(new FormatjsTranslator(screenMessages), clock);
const composed = (input: ComposeScreenInput): Promise<ComposedScreen> => compose.execute(input);

describe('ComposeScreenUseCase', () => {
  it('composes the landing page with every block valid, in the spec order', async () => {
    const { envelope, drops } = await composed({ screen: landingScreen, locale: 'en', capabilities: fullCapabilities() });
    expect(drops).toEqual([]);
    expect(ScreenEnvelopeSchema.parse(envelope).meta).toEqual({ generatedAt: '2026-11-21T08:00:00.000Z', locale: 'en' });
    expect(envelope.screen.sections.map((s) => s.id)).toEqual([
      'hero',
      'problem',
      'how-it-works',
      'features',
      'longevity',
      'scenarios',
      'testimonials',
      'guide',
      'waitlist',
      'get-started',
      'footer',
    ]);
    for (const block of envelope.screen.sections.flatMap((s) => s.blocks)) expect(validateBlock(block).ok).toBe(true);
  });

  it('localises every text and never leaks a message key', async () => {
    for (const locale of ['en', 'es'] as const) {
      const { envelope } = await composed({ screen: landingScreen, locale, capabilities: fullCapabilities() });
      expect(JSON.stringify(envelope)).not.toMatch(/"landing\.[a-z]/);
    }
    const es = await composed({ screen: landingScreen, locale: 'es', capabilities: fullCapabilities() });
    expect(JSON.stringify(es.envelope)).toContain('12.000 viajeros');
  });

  it('gives the builders of a viewer screen the viewer the edge identified', async () => {
    const viewer: Viewer = { userId: 'u-1', accountType: 'anonymous', via: 'device', isAdmin: false, deviceId: 'fc_0123456789abcdef' };
    const seen: unknown[] = [];
    const screen: ScreenDefinition = {
      id: 'mine',
      titleKey: 'landing.screen.title',
      audience: 'viewer',
      sections: [
        {
          id: 'main',
          blocks: [
            {
              id: 'who',
              build: (ctx) => {
                seen.push(ctx.viewer);
                return { type: 'text', v: 1, props: { text: 'Hello' } };
              },
            },
          ],
        },
      ],
    };
    const allowed = await composed({ screen, locale: 'en', capabilities: fullCapabilities(), viewer });
    expect(allowed.envelope.screen.sections[0]?.blocks).toHaveLength(1);
    expect(seen).toEqual([viewer]);
  });

  it('isolates a block whose builder throws: its fallback is sent and the rest of the screen survives', async () => {
    const screen: ScreenDefinition = {
      id: 'test',
      titleKey: 'landing.screen.title',
      audience: 'public',
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
    const { envelope, drops } = await composed({ screen, locale: 'en', capabilities: fullCapabilities() });
    expect(envelope.screen.sections[0]?.blocks.map((b) => b.id)).toEqual(['fragile-text', 'steady']);
    expect(drops).toMatchObject([{ blockId: 'fragile', reason: 'compose-error' }]);
  });

  it('prefers the fallback a builder made from its data over the static one', async () => {
    const screen: ScreenDefinition = {
      id: 'test',
      titleKey: 'landing.screen.title',
      audience: 'public',
      sections: [
        {
          id: 'main',
          blocks: [
            {
              id: 'numbers',
              build: () => ({
                type: 'stat-tiles',
                v: 1,
                props: { tiles: [{ label: 'Total points', value: '40' }] },
                fallback: { id: 'numbers-text', type: 'text', v: 1, props: { text: 'Total points: 40' } },
              }),
              fallback: () => ({ id: 'numbers-static', type: 'text', v: 1, props: { text: 'Your numbers' } }),
            },
          ],
        },
      ],
    };
    const { envelope } = await composed({ screen, locale: 'en', capabilities: parseCapabilities('text@1')! });
    expect(envelope.screen.sections[0]?.blocks).toEqual([{ id: 'numbers-text', type: 'text', v: 1, props: { text: 'Total points: 40' } }]);
  });

  it('sends the declared fallback to a client that cannot render the hero', async () => {
    const { envelope } = await composed({
      screen: landingScreen,
      locale: 'en',
      capabilities: parseCapabilities('text@1,steps@1')!,
    });
    const blocks = envelope.screen.sections.flatMap((s) => s.blocks);
    expect(blocks.map((b) => b.type).every((t) => t === 'text' || t === 'steps')).toBe(true);
    expect(blocks[0]).toMatchObject({ id: 'hero-text', type: 'text' });
  });
});

/**
 * The landing envelopes the web tests render are these files, written by the
 * composer itself: refresh them after a deliberate change with `npm run sdui:golden`.
 */
describe('golden landing envelopes', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`in ${locale === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { envelope } = await composed({ screen: landingScreen, locale, capabilities: fullCapabilities() });
      await expect(`${JSON.stringify(envelope, null, 2)}\n`).toMatchFileSnapshot(
        `../../../../contracts/sdui/golden/landing.${locale}.json`,
      );
    });
  }
});
