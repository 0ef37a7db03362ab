import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceStreak,
  currentStreakAt,
  dayAfter,
  localDateOf,
  NO_STREAK,
  streakDayOf,
  type StreakState,
  type StreakWorkout,
} from './streak';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const run = (workouts: StreakWorkout[], from: StreakState = NO_STREAK): StreakState => workouts.reduce(advanceStreak, from);

describe('localDateOf', () => {
  it('reads the calendar date in the zone, UTC when none', () => {
    expect(localDateOf(at('2026-11-23T23:30:00Z'), null)).toBe('2026-11-23');
    expect(localDateOf(at('2026-11-23T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-24');
    expect(localDateOf(at('2026-11-23T03:00:00Z'), 'America/New_York')).toBe('2026-11-22');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('advanceStreak', () => {
  it('starts at one and counts the next local day', () => {
    const streak = run([
      { at: at('2026-11-23T08:00:00Z'), timeZone: null },
      { at: at('2026-11-24T21:00:00Z'), timeZone: null },
    ]);
    expect(streak).toMatchObject({ current: 2, longest: 2, lastActive: '2026-11-24' });
  });

  it('counts two workouts on one local day once', () => {
    const streak = run([
      { at: at('2026-11-23T00:10:00Z'), timeZone: null },
      { at: at('2026-11-23T23:50:00Z'), timeZone: null },
    ]);
    expect(streak.current).toBe(1);
  });

  it('breaks after a missed day, keeping the longest', () => {
    const streak = run([
      { at: at('2026-11-20T08:00:00Z'), timeZone: null },
      { at: at('2026-11-21T08:00:00Z'), timeZone: null },
      { at: at('2026-11-23T09:00:00Z'), timeZone: null },
    ]);
    expect(streak).toMatchObject({ current: 1, longest: 2 });
  });

  it('continues across the date line flying east, within 48 hours', () => {
    // Monday 06:00 in Los Angeles, then Wednesday 08:00 in Tokyo: 33 hours later.
    const streak = run([
      { at: at('2026-11-23T14:00:00Z'), timeZone: 'America/Los_Angeles' },
      { at: at('2026-11-24T23:00:00Z'), timeZone: 'Asia/Tokyo' },
    ]);
    expect(streak).toMatchObject({ current: 2, lastActive: '2026-11-25' });
  });

  it('does not count a date already counted when flying west, nor break', () => {
    // Tuesday 09:00 in Tokyo, then Monday 19:00 and Tuesday 19:00 in Honolulu, then Wednesday.
    const tokyoThenHonolulu = [
      { at: at('2026-11-24T00:00:00Z'), timeZone: 'Asia/Tokyo' },
      { at: at('2026-11-24T05:00:00Z'), timeZone: 'Pacific/Honolulu' },
      { at: at('2026-11-25T05:00:00Z'), timeZone: 'Pacific/Honolulu' },
    ];
    expect(run(tokyoThenHonolulu)).toMatchObject({ current: 1, lastActive: '2026-11-24' });
    const wednesday = { at: at('2026-11-26T05:00:00Z'), timeZone: 'Pacific/Honolulu' };
    expect(run([...tokyoThenHonolulu, wednesday])).toMatchObject({ current: 2, lastActive: '2026-11-25' });
  });
});

describe('flight-day credit: an in-flight routine counts on its flight day', () => {
  // Ana leaves Madrid on Monday 23 November 2026 and flies to New York.
  const sunday = { at: at('2026-11-22T17:00:00Z'), timeZone: 'Europe/Madrid' };

  it('takes the flight day over the local date when they are a day apart, either way', () => {
    // Tuesday 00:30 in Madrid, Monday 18:30 in New York.
    const inFlight = at('2026-11-23T23:30:00Z');
    expect(streakDayOf({ at: inFlight, timeZone: 'Europe/Madrid', flightDay: '2026-11-23' })).toBe('2026-11-23');
    // Monday 23:00 in New York, for a flight day of Tuesday.
    expect(streakDayOf({ at: at('2026-11-24T04:00:00Z'), timeZone: 'America/New_York', flightDay: '2026-11-24' })).toBe('2026-11-24');
  });

  it('keeps the local date when the flight day is further away, or when there is none', () => {
    const inFlight = at('2026-11-23T23:30:00Z');
    expect(streakDayOf({ at: inFlight, timeZone: 'Europe/Madrid', flightDay: '2026-11-22' })).toBe('2026-11-24');
    expect(streakDayOf({ at: inFlight, timeZone: 'Europe/Madrid', flightDay: '2026-11-26' })).toBe('2026-11-24');
    expect(streakDayOf({ at: inFlight, timeZone: 'Europe/Madrid', flightDay: null })).toBe('2026-11-24');
    expect(streakDayOf({ at: inFlight, timeZone: 'Europe/Madrid' })).toBe('2026-11-24');
  });

  it('gives the flight day its own streak day, so the next day at the destination continues it', () => {
    const inFlight = { at: at('2026-11-23T23:30:00Z'), timeZone: 'Europe/Madrid', flightDay: '2026-11-23' };
    const tuesdayInNewYork = { at: at('2026-11-24T23:00:00Z'), timeZone: 'America/New_York' };
    expect(run([sunday, inFlight, tuesdayInNewYork])).toMatchObject({ current: 3, lastActive: '2026-11-24' });
    // Without the credit the routine lands on Tuesday in Madrid and the New York workout repeats the date.
    const { flightDay: _dropped, ...uncredited } = inFlight;
    expect(run([sunday, uncredited, tuesdayInNewYork]).current).toBe(2);
  });

  it('counts a second workout on the flight day once', () => {
    const mondayMorning = { at: at('2026-11-23T07:00:00Z'), timeZone: 'Europe/Madrid' };
    const inFlight = { at: at('2026-11-23T23:30:00Z'), timeZone: 'Europe/Madrid', flightDay: '2026-11-23' };
    expect(run([sunday, mondayMorning, inFlight])).toMatchObject({ current: 2, lastActive: '2026-11-23' });
  });

  it('keeps the 48-hour rule after a credited day', () => {
    // Los Angeles on Monday; the in-flight routine of Tuesday's late flight to Tokyo, done at 01:00 on Wednesday by Los
    // Angeles clocks; then Friday 08:00 in Tokyo across the date line, 38 hours later.
    const monday = { at: at('2026-11-23T14:00:00Z'), timeZone: 'America/Los_Angeles' };
    const inFlight = { at: at('2026-11-25T09:00:00Z'), timeZone: 'America/Los_Angeles', flightDay: '2026-11-24' };
    const fridayInTokyo = { at: at('2026-11-26T23:00:00Z'), timeZone: 'Asia/Tokyo' };
    expect(run([monday, inFlight]).lastActive).toBe('2026-11-24');
    expect(run([monday, inFlight, fridayInTokyo])).toMatchObject({ current: 3, lastActive: '2026-11-27' });
  });
});

/** Workouts in time order, each a few minutes to three days after the previous, in any of several zones. */
const ZONES = [null, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata'];
const workouts = fc
  .array(fc.record({ gapMinutes: fc.integer({ min: 1, max: 72 * 60 }), timeZone: fc.constantFrom(...ZONES) }), { maxLength: 60 })
  .map((steps) => {
    let time = Date.parse('2026-01-01T00:00:00Z');
    return steps.map(({ gapMinutes, timeZone }) => {
      time += gapMinutes * 60_000;
      return { at: new Date(time), timeZone };
    });
  });

describe('advanceStreak, whatever the workouts', () => {
  it('never lowers the longest streak, which is never below the current one', () => {
    fc.assert(
      fc.property(workouts, (list) => {
        let state = NO_STREAK;
        for (const workout of list) {
          const next = advanceStreak(state, workout);
          expect(next.longest).toBeGreaterThanOrEqual(state.longest);
          expect(next.longest).toBeGreaterThanOrEqual(next.current);
          expect(next.current).toBeGreaterThanOrEqual(1);
          state = next;
        }
      }),
    );
  });

  it('never breaks while workouts come less than 48 hours apart, whatever the zones', () => {
    fc.assert(
      fc.property(workouts, (list) => {
        let state = NO_STREAK;
        for (const workout of list) {
          const next = advanceStreak(state, workout);
          if (state.lastWorkoutAt && workout.at.getTime() - state.lastWorkoutAt.getTime() < 48 * HOUR) {
            expect(next.current).toBeGreaterThanOrEqual(state.current);
          }
          state = next;
        }
      }),
    );
  });

  it('grows by at most one a workout, and counts one zone’s days no faster than they pass', () => {
    fc.assert(
      fc.property(workouts, (list) => {
        const utc = list.map((workout) => ({ ...workout, timeZone: 'UTC' }));
        let state = NO_STREAK;
        for (const workout of utc) {
          const next = advanceStreak(state, workout);
          expect(next.current - state.current).toBeLessThanOrEqual(1);
          state = next;
        }
        const first = utc[0];
        if (first) {
          const days = Math.floor(
            (Date.parse(localDateOf(state.lastWorkoutAt!, 'UTC')) - Date.parse(localDateOf(first.at, 'UTC'))) / (24 * HOUR),
          );
          expect(state.longest).toBeLessThanOrEqual(days + 1);
        }
      }),
    );
  });

  it('counts a second workout on the same local day once', () => {
    fc.assert(
      fc.property(workouts, fc.constantFrom(...ZONES), (list, zone) => {
        const state = run(list);
        const last = state.lastWorkoutAt ?? new Date('2026-01-01T00:00:00Z');
        const again = { at: new Date(last.getTime() + 60_000), timeZone: zone };
        if (state.lastActive !== null && localDateOf(again.at, zone) === state.lastActive) {
          expect(advanceStreak(state, again).current).toBe(state.current);
        }
      }),
    );
  });
});

describe('currentStreakAt', () => {
  const state = run([
    { at: at('2026-11-23T20:00:00Z'), timeZone: null },
    { at: at('2026-11-24T20:00:00Z'), timeZone: null },
  ]);
  it('keeps the streak through the next local day and within 48 hours', () => {
    expect(currentStreakAt(state, at('2026-11-25T23:59:00Z'), null)).toBe(2);
    expect(currentStreakAt(state, at('2026-11-26T19:59:00Z'), null)).toBe(2);
  });
  it('shows 0 once a workout could no longer continue it', () => {
    expect(currentStreakAt(state, at('2026-11-26T20:00:00Z'), null)).toBe(0);
    expect(currentStreakAt(NO_STREAK, at('2026-11-26T20:00:00Z'), null)).toBe(0);
  });
});
