import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashSeed, seededRandom, shuffled } from './seeded-random';

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const value = a.next();
          expect(value).toBe(b.next());
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('tells a number seed from the same digits as text, and different seeds apart', () => {
    expect(hashSeed(42)).not.toBe(hashSeed('42'));
    expect(seededRandom('a').next()).not.toBe(seededRandom('b').next());
  });

  it('shuffles into a permutation of the input, without touching it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const before = [...items];
        const result = shuffled(items, seededRandom(seed));
        expect(items).toEqual(before);
        expect([...result].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });
});
