import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKOUT_PLACES } from '../../../../contracts/workouts';
import { sessionPoints } from './points';

describe('sessionPoints', () => {
  it.each([
    { durationMin: 10, context: 'hotel_room', streakDay: 1, points: 105 },
    { durationMin: 10, context: 'airport', streakDay: 1, points: 125 },
    { durationMin: 8, context: 'in_transit', streakDay: 3, points: 111 },
    { durationMin: 15, context: 'office', streakDay: 10, points: 200 },
    { durationMin: 15, context: 'office', streakDay: 11, points: 200 },
    { durationMin: 5, context: 'home', streakDay: 0, points: 50 },
  ] as const)('$durationMin min at $context on streak day $streakDay earns $points', ({ points, ...input }) => {
    expect(sessionPoints(input)).toBe(points);
  });

  const input = fc.record({
    durationMin: fc.integer({ min: 1, max: 600 }),
    context: fc.constantFrom(...WORKOUT_PLACES),
    streakDay: fc.integer({ min: 0, max: 400 }),
  });

  it('is whole, at least 10 a minute and at most 12 a minute plus 50', () => {
    fc.assert(
      fc.property(input, (session) => {
        const points = sessionPoints(session);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(session.durationMin * 10);
        expect(points).toBeLessThanOrEqual(session.durationMin * 12 + 50);
      }),
    );
  });

  it('never falls as the streak grows, and stops growing with it from day 10', () => {
    fc.assert(
      fc.property(input, ({ streakDay, ...session }) => {
        expect(sessionPoints({ ...session, streakDay: streakDay + 1 })).toBeGreaterThanOrEqual(sessionPoints({ ...session, streakDay }));
        expect(sessionPoints({ ...session, streakDay: Math.max(streakDay, 10) })).toBe(sessionPoints({ ...session, streakDay: 10 }));
      }),
    );
  });
});
