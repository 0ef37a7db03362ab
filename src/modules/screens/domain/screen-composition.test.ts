import { describe, expect, it } from 'vitest';
import { fullCapabilities, parseCapabilities, validateBlock, type WireBlock } from '../../../../contracts/sdui';
import { conformanceCases } from '../../../../contracts/sdui/fixtures/conformance';
import { selectRenderable, type BlockDrop } from './screen-composition';

const check = validateBlock;

describe('selectRenderable (protocol 1 conformance)', () => {
  for (const c of conformanceCases) {
    it(c.name, () => {
      const drops: BlockDrop[] = [];
      const chosen = selectRenderable(c.block, fullCapabilities(), check, drops);
      if (c.expect.shows === 'nothing') {
        expect(chosen).toBeUndefined();
      } else {
        expect(chosen?.type).toBe(c.expect.type);
        expect(chosen?.id).toBe(c.expect.shows === 'block' ? c.block.id : c.block.fallback?.id);
      }
      expect(drops.length > 0).toBe(c.expect.shows !== 'block');
    });
  }
});

describe('selectRenderable with a limited client', () => {
  const hero: WireBlock = {
    id: 'hero',
    type: 'text',
    v: 1,
    props: { text: 'Hello' },
    fallback: { id: 'hero-fallback', type: 'text', v: 1, props: { text: 'Hi' } },
  };

  it('never sends a block the client did not declare', () => {
    const drops: BlockDrop[] = [];
    expect(selectRenderable(hero, parseCapabilities('hero@1')!, check, drops)).toBeUndefined();
    expect(drops).toEqual([
      { blockId: 'hero', reason: 'not-renderable', type: 'text', v: 1 },
      { blockId: 'hero-fallback', reason: 'not-renderable', type: 'text', v: 1 },
    ]);
  });

  it('keeps a fallback on a sent block only when the client can render it', () => {
    const onlyText = parseCapabilities('text@1')!;
    expect(selectRenderable(hero, onlyText, check, [])?.fallback?.id).toBe('hero-fallback');
    const stepsBlock: WireBlock = { ...hero, type: 'steps', props: { title: 'How', steps: [{ title: 'a', body: 'b' }] } };
    const stepsOnly = parseCapabilities('steps@1')!;
    const sent = selectRenderable(stepsBlock, stepsOnly, check, []);
    expect(sent?.type).toBe('steps');
    expect(sent?.fallback).toBeUndefined();
  });
});
