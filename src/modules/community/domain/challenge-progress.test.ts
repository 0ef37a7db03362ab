import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPES } from '../../../../contracts/community/challenges.schemas';
import { progressWindow, sessionsThatCount, standingOf, type CountedSession } from './challenge-progress';

const START = Date.parse('2026-12-01T00:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const at = (hours: number) => new Date(START + hours * HOUR_MS);

let counter = 0;
function session(overrides: Partial<CountedSession> = {}): CountedSession {
  counter += 1;
  return {
    sessionId: `s${String(counter).padStart(4, '0')}`,
    userId: 'ana',
    completedAt: at(counter),
    points: 100,
    place: null,
    streak: 1,
    ...overrides,
  };
}

describe('standingOf', () => {
  it('adds up the points of a points race and completes it with the workout that reached the target', () => {
    const sessions = [
      session({ points: 120, completedAt: at(1) }),
      session({ points: 200, completedAt: at(5) }),
      session({ points: 80, completedAt: at(9) }),
    ];
    expect(standingOf('points_race', 300, sessions)).toEqual({ progress: 400, completedAt: at(5) });
  });

  it('keeps the best streak of a streak battle, not the last', () => {
    const sessions = [3, 4, 5, 1, 2].map((streak, index) => session({ streak, completedAt: at(index * 24) }));
    expect(standingOf('streak_battle', 5, sessions)).toEqual({ progress: 5, completedAt: at(48) });
  });

  it('counts a streak it could not read as none', () => {
    expect(standingOf('streak_battle', 2, [session({ streak: null }), session({ streak: 1 })])).toEqual({ progress: 1, completedAt: null });
  });

  it('counts each city of a city conquest once, and workouts without a city not at all', () => {
    const sessions = [
      session({ place: 'madrid\u0000spain' }),
      session({ place: 'madrid\u0000spain' }),
      session({ place: null }),
      session({ place: 'lisbon\u0000portugal' }),
    ];
    expect(standingOf('city_conquest', 2, sessions)).toEqual({ progress: 2, completedAt: sessions[3]!.completedAt });
  });

  it('has no progress and no completion without sessions', () => {
    for (const type of CHALLENGE_TYPES) expect(standingOf(type, 1, [])).toEqual({ progress: 0, completedAt: null });
  });

  const sessions = fc.array(
    fc.record({
      sessionId: fc.uuid(),
      userId: fc.constant('ana'),
      completedAt: fc.integer({ min: 0, max: 30 * 24 }).map(at),
      points: fc.integer({ min: 0, max: 600 }),
      place: fc.option(fc.constantFrom('madrid\u0000spain', 'lisbon\u0000portugal', 'paris\u0000france', 'rome\u0000italy'), { nil: null }),
      streak: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    }),
    { maxLength: 25 },
  );
  const type = fc.constantFrom(...CHALLENGE_TYPES);
  const target = fc.integer({ min: 1, max: 3_000 });

  it('does not depend on the order the sessions are told in', () => {
    const toldTwoWays = sessions.chain((told) =>
      fc.tuple(fc.constant(told), fc.shuffledSubarray(told, { minLength: told.length, maxLength: told.length })),
    );
    fc.assert(
      fc.property(type, target, toldTwoWays, (kind, goal, [told, shuffled]) => {
        expect(standingOf(kind, goal, shuffled)).toEqual(standingOf(kind, goal, told));
      }),
    );
  });

  it('never falls when a session is told, and a completion only moves earlier', () => {
    fc.assert(
      fc.property(type, target, sessions, sessions, (kind, goal, known, late) => {
        const before = standingOf(kind, goal, known);
        const after = standingOf(kind, goal, [...known, ...late]);
        expect(after.progress).toBeGreaterThanOrEqual(before.progress);
        if (before.completedAt) expect(after.completedAt!.getTime()).toBeLessThanOrEqual(before.completedAt.getTime());
      }),
    );
  });

  it('completes exactly when the progress reaches the target, at the first session that takes it there', () => {
    fc.assert(
      fc.property(type, target, sessions, (kind, goal, told) => {
        const { progress, completedAt } = standingOf(kind, goal, told);
        expect(completedAt !== null).toBe(progress >= goal);
        if (completedAt) {
          const upTo = told.filter((s) => s.completedAt <= completedAt);
          expect(standingOf(kind, goal, upTo).progress).toBeGreaterThanOrEqual(goal);
          const before = told.filter((s) => s.completedAt < completedAt);
          expect(standingOf(kind, goal, before).completedAt).toBeNull();
        }
      }),
    );
  });
});

describe('sessionsThatCount', () => {
  const terms = { startDate: at(0), endDate: at(7 * 24) };

  it("counts a traveller's own sessions from the later of the start and their joining, until the end (excluded)", () => {
    const window = progressWindow(terms, at(10));
    const told = [
      session({ completedAt: at(9) }),
      session({ completedAt: at(10) }),
      session({ completedAt: at(7 * 24 - 1) }),
      session({ completedAt: at(7 * 24) }),
      session({ userId: 'ben', completedAt: at(20) }),
    ];
    expect(sessionsThatCount('points_race', { userId: 'ana', window, team: null }, told)).toEqual([told[1], told[2]]);
  });

  it('counts from the start for a traveller who joined before it', () => {
    expect(progressWindow(terms, at(-48))).toEqual({ from: at(0), to: at(7 * 24) });
  });

  it("counts a team's sessions in a team challenge, each member's from when they joined the team", () => {
    const window = progressWindow(terms, at(0));
    const team = [
      { userId: 'ana', since: at(-100) },
      { userId: 'ben', since: at(50) },
    ];
    const told = [
      session({ userId: 'ben', completedAt: at(40) }),
      session({ userId: 'ben', completedAt: at(60) }),
      session({ userId: 'ana', completedAt: at(5) }),
      session({ userId: 'carla', completedAt: at(5) }),
    ];
    expect(sessionsThatCount('team_challenge', { userId: 'ana', window, team }, told)).toEqual([told[1], told[2]]);
  });

  it('counts nothing in a team challenge for a traveller without a team', () => {
    const window = progressWindow(terms, at(0));
    expect(sessionsThatCount('team_challenge', { userId: 'ana', window, team: null }, [session({ completedAt: at(5) })])).toEqual([]);
  });
});
