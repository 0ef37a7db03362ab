import { describe, expect, it } from 'vitest';
import { joinRefusal, statusAt, type ChallengeTerms } from './challenge';

const terms: ChallengeTerms = {
  type: 'points_race',
  targetValue: 1_000,
  startDate: new Date('2026-12-07T00:00:00Z'),
  endDate: new Date('2026-12-14T00:00:00Z'),
  maxParticipants: 3,
};

describe('statusAt', () => {
  it.each([
    ['2026-12-06T23:59:59Z', 'upcoming'],
    ['2026-12-07T00:00:00Z', 'active'],
    ['2026-12-13T23:59:59Z', 'active'],
    ['2026-12-14T00:00:00Z', 'completed'],
  ])('at %s a challenge of Dec 7–14 is %s', (now, status) => {
    expect(statusAt(terms, new Date(now))).toBe(status);
  });
});

describe('joinRefusal', () => {
  it('lets a traveller join before the start and while it runs, with a place left', () => {
    expect(joinRefusal(terms, 0, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(joinRefusal(terms, 2, new Date('2026-12-13T23:59:59Z'))).toBeNull();
  });

  it('refuses once the end date has come, full or not', () => {
    expect(joinRefusal(terms, 0, new Date('2026-12-14T00:00:00Z'))).toBe('community.challenge-ended');
    expect(joinRefusal(terms, 3, new Date('2026-12-15T00:00:00Z'))).toBe('community.challenge-ended');
  });

  it('refuses when every place is taken', () => {
    expect(joinRefusal(terms, 3, new Date('2026-12-10T00:00:00Z'))).toBe('community.challenge-full');
  });
});
