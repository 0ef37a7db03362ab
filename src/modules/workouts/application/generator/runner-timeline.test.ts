import { describe, expect, it } from 'vitest';
import { GENERATOR_MINUTES, LEVELS } from '../../../../../contracts/workouts';
import { exerciseCountFor, promisedMinutes, runnerSeconds } from './runner-timeline';

describe('the generator runner’s timeline', () => {
  it('times 3 sets of 45 s with 10 s between them, and the level’s rest only between exercises', () => {
    expect(runnerSeconds(1, 'beginner')).toBe(155);
    expect(runnerSeconds(3, 'beginner')).toBe(3 * 155 + 2 * 30);
    expect(runnerSeconds(3, 'advanced')).toBe(3 * 155 + 2 * 60);
  });

  it.each(LEVELS.flatMap((level) => GENERATOR_MINUTES.map((minutes) => [level, minutes] as const)))(
    '%s, %i minutes: the promise is within 10 %% of what the runner times, and no other count is closer to the minutes asked',
    (level, minutes) => {
      const count = exerciseCountFor(minutes, level);
      const seconds = runnerSeconds(count, level);
      const promised = promisedMinutes(minutes, seconds);
      expect(Math.abs(promised * 60 - seconds)).toBeLessThanOrEqual(0.1 * seconds);
      for (const other of [count - 1, count + 1].filter((n) => n >= 3)) {
        expect(Math.abs(runnerSeconds(other, level) - minutes * 60)).toBeGreaterThanOrEqual(Math.abs(seconds - minutes * 60));
      }
    },
  );

  it('promises the minutes asked when the runner is within 10 % of them, else the runner’s own minutes', () => {
    expect(promisedMinutes(20, 1155)).toBe(20);
    expect(promisedMinutes(10, 525)).toBe(9);
  });
});
