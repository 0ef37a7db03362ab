import { describe, expect, it } from 'vitest';
import { canRender, formatCapabilities, fullCapabilities, parseCapabilities } from './capabilities';
import { blockTypes } from './blocks/catalogue';

describe('capabilities header', () => {
  it('round-trips what a client declares', () => {
    const header = formatCapabilities([
      ['steps', [1, 2]],
      ['hero', [1]],
    ]);
    expect(header).toBe('hero@1,steps@1,steps@2');
    const caps = parseCapabilities(header)!;
    expect(canRender(caps, 'steps', 2)).toBe(true);
    expect(canRender(caps, 'hero', 2)).toBe(false);
  });

  it('ignores malformed entries instead of failing the screen', () => {
    const caps = parseCapabilities('hero@1, <script>,steps@x,text@1')!;
    expect([...caps.keys()]).toEqual(['hero', 'text']);
  });

  it('treats a missing header as "renders everything of protocol 1"', () => {
    expect(parseCapabilities(undefined)).toBeUndefined();
    const all = fullCapabilities();
    for (const type of blockTypes) expect(canRender(all, type, 1)).toBe(true);
  });
});
