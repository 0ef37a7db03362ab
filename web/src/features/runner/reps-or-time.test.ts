import { describe, expect, it } from 'vitest';
import { DEFAULT_EXERCISE_SECONDS, exerciseSeconds, timedSeconds } from './reps-or-time';

describe('reps or time', () => {
  it.each([
    ['30 seconds', 30],
    ['1 second', 1],
    ['45s', 45],
    ['45 s', 45],
    ['45 sec', 45],
    ['20 secs', 20],
    ['Hold 40 seconds', 40],
    ['1 minute', 60],
    ['2 minutes', 120],
    ['1 min', 60],
    ['2 mins', 120],
    ['1.5 minutes', 90],
    ['1,5 minutos', 90],
    ['1 min 30 s', 90],
    ['1 minute and 30 seconds', 90],
    ['1:30', 90],
    ['0:45', 45],
    ['30 segundos', 30],
    ['1 minuto', 60],
    ['45 SECONDS', 45],
    ['2.4 seconds', 2],
  ])('times "%s" for %i seconds', (text, seconds) => {
    expect(timedSeconds(text)).toBe(seconds);
    expect(exerciseSeconds(text)).toBe(seconds);
  });

  it.each([
    ['30 seconds each side', 60],
    ['20 s per leg', 40],
    ['15 seconds/side', 30],
    ['30 seconds a side', 60],
    ['30 segundos por lado', 60],
    ['20 segundos cada pierna', 40],
  ])('times a per-side "%s" for both sides: %i seconds', (text, seconds) => {
    expect(timedSeconds(text)).toBe(seconds);
  });

  it('times a range at its lower end, whatever its unit', () => {
    expect(timedSeconds('30-45 seconds')).toBe(30);
    expect(timedSeconds('30 – 45 s')).toBe(30);
    expect(timedSeconds('1 to 2 minutes')).toBe(60);
  });

  it.each(['12 reps', '10 each side', '8 per leg', '12', '3 sets', '10 sit-ups', 'as many as you can', '0 seconds', '0.2 s', '', '   '])(
    'is no time in "%s", so the set gets the default 30 seconds',
    (text) => {
      expect(timedSeconds(text)).toBeNull();
      expect(exerciseSeconds(text)).toBe(DEFAULT_EXERCISE_SECONDS);
    },
  );

  it('gives a set without any text the default 30 seconds', () => {
    expect(DEFAULT_EXERCISE_SECONDS).toBe(30);
    expect(exerciseSeconds(undefined)).toBe(30);
    expect(exerciseSeconds(null)).toBe(30);
  });
});
