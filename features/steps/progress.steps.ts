import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ERROR_MESSAGES } from '../../contracts/errors';
import type { TravelWorld } from '../support/world';
import { WEEKDAY_PATTERN, type Weekday } from '../support/tasks/clock';
import { lastAnswer } from '../support/tasks/http';
import { askAs, identityOf } from '../support/tasks/identity';
import { overview, propsIn } from '../support/tasks/profile-overview';
import {
  badgesOf,
  cityRowOf,
  countOf,
  finishSession,
  lastOutcome,
  localInstant,
  newCity,
  nextDay,
  plantCount,
  resendLastSession,
  setClock,
} from '../support/tasks/session-progress';
import { assertRefusedFor, assertTold } from '../support/tasks/replies';

/*
 * Progress that travels (features/progress): finishing quick-flight and player
 * workouts (`POST /api/session/complete`) and what they earn, over HTTP (@api).
 */

/** A value as a scenario writes it: a number, or a quoted text. */
const asSent = (value: string): unknown => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : JSON.parse(value));

// ── Before the scenario ─────────────────────────────────────────────────────

Given('{traveller} has trained every day for the last {int} days', async function (this: TravelWorld, who: string, days: number) {
  if (days > 0) await plantCount(this, this.cast.who(who), 'streak days', days);
});

Given(
  /^(\S+) already has (\d+) (streak days|airports|hotel-room workouts|cities|points|calories)$/,
  async function (this: TravelWorld, who: string, count: string, what: string) {
    await plantCount(this, this.cast.who(who), what, Number(count));
  },
);

// ── Finishing workouts ──────────────────────────────────────────────────────

When(
  '{traveller} finishes a {int}-minute workout in {string}',
  async function (this: TravelWorld, who: string, minutes: number, place: string) {
    await finishSession(this, this.cast.who(who), { durationMin: minutes, context: place });
  },
);

When(
  /^(\S+) finishes a (\d+)-minute workout feeling (low|normal|high)$/,
  async function (this: TravelWorld, who: string, minutes: string, energy: string) {
    await finishSession(this, this.cast.who(who), { durationMin: Number(minutes), energy });
  },
);

When(
  '{traveller} finishes a workout in {string}, {string}',
  async function (this: TravelWorld, who: string, city: string, country: string) {
    await finishSession(this, this.cast.who(who), { city, country });
  },
);

When(
  new RegExp(`^(\\S+) finishes a workout on (${WEEKDAY_PATTERN}) at (\\d{2}:\\d{2}) in "([^"]+)"(?: in "([^"]+)", "([^"]+)")?$`),
  async function (this: TravelWorld, who: string, weekday: Weekday, time: string, timezone: string, city?: string, country?: string) {
    setClock(this, localInstant(weekday, time, timezone));
    await finishSession(this, this.cast.who(who), { timezone, ...(city && country ? { city, country } : {}) });
  },
);

When(
  new RegExp(`^(\\S+) finishes a workout on (${WEEKDAY_PATTERN}) at (\\d{2}:\\d{2}) UTC without saying her time zone$`),
  async function (this: TravelWorld, who: string, weekday: Weekday, time: string) {
    setClock(this, localInstant(weekday, time, 'UTC'));
    await finishSession(this, this.cast.who(who));
  },
);

/** The workouts a badge scenario repeats, each adding one to what the badge counts. */
const WORKOUTS_THAT_ADD_ONE: Record<string, (world: TravelWorld) => Record<string, unknown>> = {
  'a workout the next day': (world) => {
    setClock(world, nextDay(world));
    return {};
  },
  'an airport workout in a new city': (world) => ({ context: 'airport', ...newCity(world) }),
  'a hotel-room workout': () => ({ context: 'hotel_room' }),
  'a workout in a new city': (world) => newCity(world),
};

When(
  new RegExp(`^(\\S+) finishes (${Object.keys(WORKOUTS_THAT_ADD_ONE).join('|')})$`),
  async function (this: TravelWorld, who: string, workout: string) {
    await finishSession(this, this.cast.who(who), WORKOUTS_THAT_ADD_ONE[workout]!(this));
  },
);

When("{traveller}'s app sends the same finished workout again", async function (this: TravelWorld, who: string) {
  await resendLastSession(this, this.cast.who(who));
});

When(
  '{traveller} finishes a workout saying its {string} was {}',
  async function (this: TravelWorld, who: string, field: string, value: string) {
    await finishSession(this, this.cast.who(who), { [field]: asSent(value) });
  },
);

When(
  '{traveller} finishes a workout in {string} without saying the country',
  async function (this: TravelWorld, who: string, city: string) {
    await finishSession(this, this.cast.who(who), { city });
  },
);

When('{traveller} finishes a workout naming {whose} device as the uid', async function (this: TravelWorld, who: string, whose: string) {
  const other = this.cast.whose(whose);
  await finishSession(this, this.cast.who(who), {}, identityOf(this.cast.who(who)), `?uid=${other.deviceId!}`);
});

When('someone finishes a workout without saying who they are', async function (this: TravelWorld) {
  await askAs(this, '/api/session/complete', { kind: 'nobody' }, { method: 'POST', body: { durationMin: 10, context: 'hotel_room' } });
});

// ── What it earned ──────────────────────────────────────────────────────────

Then('{traveller} earns {int} points for it', function (this: TravelWorld, _who: string, points: number) {
  assert.equal(lastOutcome(lastAnswer(this)).session.score, points);
});

Then('the workout burned {int} calories', function (this: TravelWorld, calories: number) {
  assert.equal(lastOutcome(lastAnswer(this)).session.calories, calories);
});

Then(/^(\S+)'s streak is (\d+) days?$/, function (this: TravelWorld, _who: string, days: string) {
  assert.equal(lastOutcome(lastAnswer(this)).streak.current, Number(days));
});

Then(/^(\S+)'s best streak is (\d+) days?$/, function (this: TravelWorld, _who: string, days: string) {
  assert.equal(lastOutcome(lastAnswer(this)).streak.longest, Number(days));
});

Then('{traveller} is told it was already counted, with the same score', function (this: TravelWorld, _who: string) {
  const outcome = lastOutcome(lastAnswer(this));
  assert.equal(outcome.replayed, true, 'the workout was counted again');
  assert.equal(outcome.session.score, 105);
  assert.deepEqual(outcome.newBadges, []);
});

Then("{traveller} is refused for the session's {string}", function (this: TravelWorld, _who: string, key: string) {
  assertRefusedFor(lastAnswer(this), { label: key, key, numeric: false });
});

Then('{traveller} is refused because that uid is not hers/his/theirs', function (this: TravelWorld, _who: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 403, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertTold(answer, ERROR_MESSAGES['accounts.not-your-device']);
});

Then('{traveller} earns the badge {string}', function (this: TravelWorld, _who: string, code: string) {
  const codes = lastOutcome(lastAnswer(this)).newBadges.map((badge) => badge.code);
  assert.ok((codes as string[]).includes(code), `the workout awarded ${JSON.stringify(codes)}`);
});

Then('{traveller} earns no new badge', function (this: TravelWorld, _who: string) {
  assert.deepEqual(lastOutcome(lastAnswer(this)).newBadges, []);
});

Then('{traveller} holds the badge {string} once', async function (this: TravelWorld, who: string, code: string) {
  assert.deepEqual(
    (await badgesOf(this, this.cast.who(who))).filter((held) => held === code),
    [code],
  );
});

Then('{traveller} has not earned {string}', async function (this: TravelWorld, who: string, code: string) {
  assert.ok(!(await badgesOf(this, this.cast.who(who))).includes(code), `${who} holds ${code}`);
});

Then(
  /^(\S+) has (\d+) (points|calories) and has not earned "([A-Z0-9_]+)"$/,
  async function (this: TravelWorld, who: string, count: string, what: 'points' | 'calories', code: string) {
    const traveller = this.cast.who(who);
    assert.equal(await countOf(this, traveller, what), Number(count));
    assert.ok(!(await badgesOf(this, traveller)).includes(code), `${who} holds ${code}`);
  },
);

// ── Passport and city leaderboards ──────────────────────────────────────────

Then(
  'the passport shows {string} with {int} workouts and {string} with {int}',
  function (this: TravelWorld, first: string, firstCount: number, second: string, secondCount: number) {
    const grid = propsIn(overview(this), 'passport', 'passport-grid') as { stamps: { city: string; workouts: string }[] };
    const workoutsIn = (city: string) => grid.stamps.find((stamp) => stamp.city === city)?.workouts;
    assert.equal(grid.stamps.length, 2, `stamps: ${grid.stamps.map((s) => s.city).join(', ')}`);
    assert.equal(workoutsIn(first), `${firstCount} workouts`);
    assert.equal(workoutsIn(second), `${secondCount} workout${secondCount === 1 ? '' : 's'}`);
  },
);

Then(
  new RegExp(
    `^(\\S+)'s row on the leaderboard of "([^"]+)", "([^"]+)" shows (\\d+) workouts, (\\d+) points, a (\\d+)-day streak and last active on (${WEEKDAY_PATTERN})$`,
  ),
  async function (
    this: TravelWorld,
    who: string,
    city: string,
    country: string,
    workouts: string,
    points: string,
    streak: string,
    weekday: Weekday,
  ) {
    const row = await cityRowOf(this, this.cast.who(who), { city, country });
    assert.deepEqual(
      {
        city: row.city,
        workouts: row.total_workouts,
        points: row.total_points,
        streak: row.current_streak,
        lastActive: row.last_active_date,
      },
      {
        city,
        workouts: Number(workouts),
        points: Number(points),
        streak: Number(streak),
        lastActive: localInstant(weekday, '12:00', 'UTC').toISOString().slice(0, 10),
      },
    );
  },
);
