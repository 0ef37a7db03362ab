import { describe, expect, it } from 'vitest';
import { FormatjsTranslator, type MessageProblemReporter } from './formatjs-translator';

const catalogues = {
  en: {
    'test.points': 'Total points: {points, number}.',
    'test.badges': '{count, plural, one {# badge earned} other {# badges earned}}',
    'test.english-only': 'Only in English, {name}',
    'test.broken-in-spanish': 'Best: {count, plural, one {# day} other {# days}}',
  },
  es: {
    'test.points': 'Puntos totales: {points, number}.',
    'test.badges': '{count, plural, one {# insignia conseguida} other {# insignias conseguidas}}',
    'test.broken-in-spanish': 'Mejor: {días, plural, one {# día} other {# días}}',
  },
};

function translator() {
  const problems: Parameters<MessageProblemReporter>[0][] = [];
  return { t: new FormatjsTranslator(catalogues, (problem) => problems.push(problem)), problems };
}

describe('FormatjsTranslator', () => {
  it('formats numbers and plurals as each language writes them', () => {
    const { t, problems } = translator();
    expect(t.t('en', 'test.points', { points: 1240 })).toBe('Total points: 1,240.');
    expect(t.t('es', 'test.points', { points: 12_480 })).toBe('Puntos totales: 12.480.');
    expect(t.t('en', 'test.badges', { count: 1 })).toBe('1 badge earned');
    expect(t.t('en', 'test.badges', { count: 0 })).toBe('0 badges earned');
    expect(t.t('es', 'test.badges', { count: 1 })).toBe('1 insignia conseguida');
    expect(t.t('es', 'test.badges', { count: 1_000_000 })).toBe('1.000.000 insignias conseguidas');
    expect(problems).toEqual([]);
  });

  it('falls back to English, then to the key, telling of a key missing everywhere', () => {
    const { t, problems } = translator();
    expect(t.t('es', 'test.english-only', { name: 'Maya' })).toBe('Only in English, Maya');
    expect(t.t('es', 'test.nowhere')).toBe('test.nowhere');
    expect(problems).toEqual([{ locale: 'es', key: 'test.nowhere' }]);
  });

  it('never throws nor shows a raw ICU message when a value is missing: English if it formats, else the key', () => {
    const { t, problems } = translator();
    expect(t.t('es', 'test.broken-in-spanish', { count: 9 })).toBe('Best: 9 days');
    expect(t.t('en', 'test.badges')).toBe('test.badges');
    expect(problems.map(({ locale, key, error }) => [locale, key, error instanceof Error])).toEqual([
      ['es', 'test.broken-in-spanish', true],
      ['en', 'test.badges', true],
    ]);
  });
});
