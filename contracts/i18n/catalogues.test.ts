import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const areas = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')) as Record<string, string>;

/** Non-negotiable 6: every user-visible string exists in English and Spanish. */
describe.each(areas)('catalogue %s', (file) => {
  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(read('es', file)).sort()).toEqual(Object.keys(read('en', file)).sort());
  });

  it('has no empty text in either language', () => {
    for (const locale of ['en', 'es']) {
      const empty = Object.entries(read(locale, file)).filter(([, text]) => text.trim() === '');
      expect(empty, `${locale}/${file}`).toEqual([]);
    }
  });
});

it('every Spanish catalogue has an English twin', () => {
  expect(readdirSync(path.join(root, 'es')).filter((f) => f.endsWith('.json')).sort()).toEqual([...areas].sort());
});
