import { describe, expect, it } from 'vitest';
import { applySession, isoWeekOf, NEW_PROGRESS, planStepFor, verdictOf, type SessionFacts, type TrainingProgress } from './progression';

/** A workout on `day` (an ISO date; 2026-11-16 is a Monday) at 08:00 UTC, done in full and not rated unless said. */
const workout = (day: string, overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  userId: 'ana',
  completedAt: new Date(`${day}T08:00:00Z`),
  durationMin: 20,
  exerciseIds: [],
  ...overrides,
});
const easy = (day: string) => workout(day, { completionRate: 100, rpe: 5 });
const hard = (day: string) => workout(day, { completionRate: 40, rpe: 9 });

const after = (sessions: readonly SessionFacts[], from: TrainingProgress = NEW_PROGRESS): TrainingProgress =>
  sessions.reduce(applySession, from);

describe('what a finished workout says about the intensity', () => {
  it.each([
    [{ completionRate: 100, rpe: 6 }, 'easy'],
    [{ completionRate: 100 }, 'easy'],
    [{}, 'easy'],
    [{ completionRate: 100, rpe: 7 }, 'steady'],
    [{ completionRate: 100, rpe: 8 }, 'steady'],
    [{ completionRate: 100, rpe: 9 }, 'hard'],
    [{ completionRate: 99, rpe: 3 }, 'hard'],
    [{ completionRate: 0 }, 'hard'],
  ] as const)('%o is %s', (facts, verdict) => {
    expect(verdictOf(facts)).toBe(verdict);
  });
});

describe('applying a finished workout to the traveller’s progress', () => {
  it('counts the first workout and starts its week’s load (minutes × rpe, 5 when not rated)', () => {
    const progress = after([workout('2026-11-18', { rpe: 7 }), workout('2026-11-19', { durationMin: 10 })]);
    expect(progress).toMatchObject({ totalWorkouts: 2, week: '2026-11-16', weeklyLoad: 20 * 7 + 10 * 5, lastWeekLoad: 0 });
  });

  it('counts only the share of an unfinished workout that was done in its load', () => {
    expect(after([workout('2026-11-18', { completionRate: 50, rpe: 8 })]).weeklyLoad).toBe(80);
  });

  it('raises the intensity one step after three easy workouts in a row, and starts counting again', () => {
    const sessions = ['2026-11-16', '2026-11-17', '2026-11-18'].map(easy);
    expect(after(sessions.slice(0, 2)).currentIntensity).toBe(1);
    expect(after(sessions)).toMatchObject({ currentIntensity: 2, easyRun: 0 });
  });

  it('breaks the run of easy workouts with one rated 7 or 8', () => {
    const progress = after([easy('2026-11-16'), easy('2026-11-17'), workout('2026-11-18', { rpe: 8 }), easy('2026-11-19')]);
    expect(progress).toMatchObject({ currentIntensity: 1, easyRun: 1 });
  });

  it('lowers the intensity one step at once after an unfinished or very hard workout, down to 0', () => {
    expect(after([hard('2026-11-16')]).currentIntensity).toBe(0);
    expect(after([workout('2026-11-16', { rpe: 10 })]).currentIntensity).toBe(0);
    expect(after([hard('2026-11-16'), hard('2026-11-23'), hard('2026-11-30')]).currentIntensity).toBe(0);
  });

  it('never moves more than one step within a week: a second rise waits for Monday', () => {
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'].map(easy);
    const sunday = after(week);
    expect(sunday).toMatchObject({ currentIntensity: 2, easyRun: 3, weekLow: 1, weekHigh: 2 });
    expect(after([easy('2026-11-23')], sunday).currentIntensity).toBe(3);
  });

  it('never moves more than one step within a week: after a rise and a fall, a second fall waits', () => {
    const progress = after([...['2026-11-16', '2026-11-17', '2026-11-18'].map(easy), hard('2026-11-19'), hard('2026-11-20')]);
    expect(progress).toMatchObject({ currentIntensity: 1, weekLow: 1, weekHigh: 2 });
    expect(after([hard('2026-11-23')], progress).currentIntensity).toBe(0);
  });

  it('stops at the top step', () => {
    const weeks = ['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07'].flatMap((monday) =>
      [0, 1, 2].map((day) => easy(new Date(Date.parse(monday) + day * 86_400_000).toISOString().slice(0, 10))),
    );
    expect(after(weeks).currentIntensity).toBe(3);
  });

  it('moves the recovery trend towards each recovery score, or the night’s sleep against 8 hours', () => {
    expect(after([workout('2026-11-16', { recoveryScore: 25 })]).recoveryTrend).toBe(60);
    expect(after([workout('2026-11-16', { sleepHours: 4 })]).recoveryTrend).toBe(67.5);
    expect(after([workout('2026-11-16', { sleepHours: 10 })]).recoveryTrend).toBe(82.5);
    expect(after([workout('2026-11-16')]).recoveryTrend).toBe(75);
  });

  it('does not raise the intensity while the recovery trend is poor, and lowers it after a workout rated 7 or 8', () => {
    const poor = { ...NEW_PROGRESS, recoveryTrend: 30 };
    const easyWeek = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map(easy);
    expect(after(easyWeek, poor).currentIntensity).toBe(1);
    expect(after([workout('2026-11-16', { rpe: 7 })], poor).currentIntensity).toBe(0);
    expect(after([workout('2026-11-16', { rpe: 7 })]).currentIntensity).toBe(1);
  });

  it('rolls the load over on Monday 00:00 UTC: last week’s load is the week just ended, or 0 after a week off', () => {
    const sunday = after([workout('2026-11-22', { completedAt: new Date('2026-11-22T23:59:59Z'), rpe: 4 })]);
    expect(sunday).toMatchObject({ week: '2026-11-16', weeklyLoad: 80 });
    const monday = after([workout('2026-11-23', { completedAt: new Date('2026-11-23T00:00:00Z'), rpe: 6 })], sunday);
    expect(monday).toMatchObject({ week: '2026-11-23', weeklyLoad: 120, lastWeekLoad: 80 });
    const afterAWeekOff = after([workout('2026-12-07', { rpe: 6 })], monday);
    expect(afterAWeekOff).toMatchObject({ week: '2026-12-07', weeklyLoad: 120, lastWeekLoad: 0 });
  });

  it('adds a workout that arrives late from last week to last week’s load', () => {
    const progress = after([workout('2026-11-23', { rpe: 5 }), workout('2026-11-20', { rpe: 5 })]);
    expect(progress).toMatchObject({ week: '2026-11-23', weeklyLoad: 100, lastWeekLoad: 100, totalWorkouts: 2 });
  });

  it('keeps what the traveller has done of each exercise: how often, when last, the best completion', () => {
    const progress = after([
      workout('2026-11-16', { exerciseIds: ['push-up', 'plank', 'push-up'], completionRate: 60 }),
      workout('2026-11-18', { exerciseIds: ['push-up'], completionRate: 100 }),
    ]);
    expect(progress.exerciseMastery).toEqual({
      'push-up': { count: 2, lastDoneAt: '2026-11-18T08:00:00.000Z', bestCompletionRate: 100 },
      plank: { count: 1, lastDoneAt: '2026-11-16T08:00:00.000Z', bestCompletionRate: 60 },
    });
  });
});

describe('the ISO week', () => {
  it.each([
    ['2026-11-16T00:00:00Z', '2026-11-16'],
    ['2026-11-22T23:59:59Z', '2026-11-16'],
    ['2026-11-23T00:00:00Z', '2026-11-23'],
    ['2027-01-01T12:00:00Z', '2026-12-28'],
  ])('of %s begins on %s', (instant, monday) => {
    expect(isoWeekOf(new Date(instant))).toBe(monday);
  });
});

describe('the plan step for an intensity at a level', () => {
  it.each([
    ['beginner', [-1, 0], [0, 0], [0, 1], [0, 2]],
    ['intermediate', [-1, 0], [0, 0], [1, 0], [1, 1]],
    ['advanced', [-1, 0], [0, 0], [1, 0], [1, 1]],
  ] as const)('%s: intensities 0 to 3 give [difficulty, volume] %o %o %o %o', (level, ...steps) => {
    steps.forEach(([difficultyShift, volumeShift], intensity) => {
      expect(planStepFor(intensity, level)).toEqual({ difficultyShift, volumeShift });
    });
  });

  it('leaves the plan as it is without progress', () => {
    expect(planStepFor(undefined, 'intermediate')).toEqual({ difficultyShift: 0, volumeShift: 0 });
  });
});
