import { describe, expect, it } from 'vitest';
import { chooseTrainingDays, type DayOption } from './training-days';

const free: DayOption[] = Array.from({ length: 7 }, () => 'free');
const pattern = (days: boolean[]) => days.map((trained) => (trained ? 'S' : '-')).join('');

describe('the session days of a week', () => {
  it('spreads the sessions so no two rest days follow each other where the week allows it', () => {
    expect(pattern(chooseTrainingDays(['forced', ...free.slice(1)], 3, null))).toBe('S-S-S--');
    expect(pattern(chooseTrainingDays(free, 3, false))).toBe('S-S-S--');
    expect(pattern(chooseTrainingDays(free, 3, true))).toBe('-S-S-S-');
    expect(pattern(chooseTrainingDays(free, 4, false))).toBe('S-S-S-S');
    expect(pattern(chooseTrainingDays(free, 5, true))).toBe('SSS-S-S');
    expect(pattern(chooseTrainingDays(free, 7, true))).toBe('SSSSSSS');
    expect(pattern(chooseTrainingDays(free, 2, false))).toBe('-S--S--');
  });

  it('counts forced days (flights, the lighter day) among the days a week, and never plans on a day with no room', () => {
    const options: DayOption[] = ['free', 'forced', 'unavailable', 'free', 'forced', 'free', 'free'];
    expect(pattern(chooseTrainingDays(options, 3, true))).toBe('-S--S-S');
    expect(pattern(chooseTrainingDays(options, 4, true))).toBe('-S-SS-S');
    expect(chooseTrainingDays(['forced', 'forced', 'forced', 'forced', 'free', 'free', 'free'], 2, null).filter(Boolean)).toHaveLength(4);
  });
});
