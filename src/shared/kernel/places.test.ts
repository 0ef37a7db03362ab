import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, placeId } from './places';

describe('place keys', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  SÃO   PAULO ', 'sao paulo'],
    ['Zürich', 'zurich'],
    ['Straße', 'strasse'],
    ['İstanbul', 'istanbul'],
    ['Москва', 'москва'],
  ])('"%s" is compared as "%s"', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps different places apart and one place together however it is written', () => {
    expect(placeId({ city: 'São Paulo', country: 'Brasil' })).toBe(placeId({ city: 'sao paulo', country: 'BRASIL' }));
    expect(placeId({ city: 'Paris', country: 'France' })).not.toBe(placeId({ city: 'Paris', country: 'United States' }));
  });

  it('brings the sharp s together in every case ("Straße", "STRASSE", "STRAẞE")', () => {
    expect(new Set(['Straße', 'STRASSE', 'STRAẞE', 'strasse'].map(nameKey))).toEqual(new Set(['strasse']));
    expect(nameKey(nameKey('ẞ'))).toBe(nameKey('ẞ'));
  });

  it('is idempotent and blind to case and combining accents', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30, unit: 'grapheme' }), (name) => {
        const key = nameKey(name);
        expect(nameKey(key)).toBe(key);
        expect(nameKey(name.toUpperCase())).toBe(nameKey(name.toLowerCase()));
        expect(nameKey(`${name}\u0301`)).toBe(key);
      }),
    );
  });
});
