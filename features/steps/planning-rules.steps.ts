import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { cityNamed, movesOf, PLACES, repsByMove, STAYS, type Stay } from '../support/tasks/travel-plan';
import type { TravelWorld } from '../support/world';

/** @engine: the planning rules of the 4-week travel plan, on the planner alone (features/plans/planning-rules.feature). */

const STAY = Object.keys(STAYS).join('|');
const stayOf = (text: string): Stay => {
  assert.ok(text in STAYS, `no stay "${text}"`);
  return text as Stay;
};

Given(
  'a traveller at home in {word} who trains {int} days a week for {int} minutes',
  function (this: TravelWorld, city: string, days: number, minutes: number) {
    this.planning.livesIn(city, days, minutes);
  },
);

Given('a traveller who has set no preferences and no trips', function () {
  // The planning desk starts from the defaults.
});

Given(
  new RegExp(
    `^a trip to ([A-Z][\\w ]+?) leaving on day (\\d+) at (\\d\\d:\\d\\d) and flying back on day (\\d+) at (\\d\\d:\\d\\d), staying (${STAY})$`,
  ),
  function (this: TravelWorld, city: string, leaves: string, leavesAt: string, back: string, backAt: string, stay: string) {
    this.planning.addTrip(city, { day: Number(leaves), time: leavesAt }, { day: Number(back), time: backAt }, stayOf(stay));
  },
);

Given(
  new RegExp(
    `^a trip to ([A-Z][\\w ]+?) that left (\\d+) days before day 1 and flies back on day (\\d+) at (\\d\\d:\\d\\d), staying (${STAY})$`,
  ),
  function (this: TravelWorld, city: string, before: string, back: string, backAt: string, stay: string) {
    this.planning.addTrip(city, { day: 1 - Number(before), time: '12:00' }, { day: Number(back), time: backAt }, stayOf(stay));
  },
);

When('their plan is built', function (this: TravelWorld) {
  this.planning.build();
});

Then('the plan has {int} days', function (this: TravelWorld, count: number) {
  assert.equal(this.planning.plan.days.length, count);
});

Then(
  'every week has {int} days with a {int}-minute session at home and {int} rest days',
  function (this: TravelWorld, sessionDays: number, minutes: number, restDays: number) {
    for (let week = 1; week <= 4; week += 1) {
      const days = this.planning.week(week);
      const home = days.filter((day) => day.kind === 'home');
      assert.equal(home.length, sessionDays, `week ${week}: ${days.map((d) => d.kind).join(', ')}`);
      assert.equal(days.filter((day) => day.kind === 'rest' && day.sessions.length === 0).length, restDays);
      for (const day of home)
        assert.deepEqual(
          day.sessions.map((s) => [s.slot, s.place, s.minutes]),
          [['main', 'home', minutes]],
        );
    }
  },
);

Then('day {int} has a session at home', function (this: TravelWorld, n: number) {
  assert.equal(this.planning.session(n, 'main').place, 'home');
});

Then('no week has three rest days in a row', function (this: TravelWorld) {
  const kinds = this.planning.plan.days.map((day) => (day.kind === 'rest' ? 'R' : 'S')).join('');
  assert.ok(!kinds.includes('RRR'), kinds);
});

Then(
  /^day (\d+) is a flight day from ([A-Z][\w ]+?) to ([A-Z][\w ]+?), landing at (\d\d:\d\d) ([A-Z][\w ]+?) time$/,
  function (this: TravelWorld, n: string, from: string, to: string, landing: string, zoneCity: string) {
    const day = this.planning.day(Number(n));
    assert.equal(day.kind, 'flight');
    assert.equal(day.flight?.from?.name, from);
    assert.equal(day.flight?.to?.name, to);
    assert.equal(day.flight?.arrivalLocalTime, landing);
    assert.equal(day.flight?.arrivalTimeZone, cityNamed(zoneCity).timeZone);
  },
);

Then(
  /^day (\d+) has a (\d+)-minute gate session at the airport at (\d\d:\d\d) ([A-Z][\w ]+?) time$/,
  function (this: TravelWorld, n: string, minutes: string, at: string, zoneCity: string) {
    const gate = this.planning.session(Number(n), 'gate');
    assert.deepEqual(
      [gate.place, gate.minutes, gate.localTime, gate.timeZone],
      ['airport', Number(minutes), at, cityNamed(zoneCity).timeZone],
    );
  },
);

Then(
  /^day (\d+) has a (\d+)-minute seated routine in flight at (\d\d:\d\d) ([A-Z][\w ]+?) time$/,
  function (this: TravelWorld, n: string, minutes: string, at: string, zoneCity: string) {
    const routine = this.planning.session(Number(n), 'in-flight');
    assert.deepEqual(
      [routine.place, routine.minutes, routine.localTime, routine.timeZone],
      ['in_transit', Number(minutes), at, cityNamed(zoneCity).timeZone],
    );
  },
);

Then('the seated routines have only seated moves, none on the floor', function (this: TravelWorld) {
  const routines = this.planning.sessions().filter((s) => s.slot === 'in-flight');
  assert.ok(routines.length > 0, 'the plan has no seated routine');
  for (const move of routines.flatMap(movesOf)) assert.deepEqual([move.id, move.posture, move.needsFloor], [move.id, 'seated', false]);
});

Then(/^days (\d+) to (\d+) are days in ([A-Z][\w ]+)$/, function (this: TravelWorld, from: string, to: string, city: string) {
  for (const day of this.planning.days(Number(from), Number(to))) {
    assert.deepEqual([day.date, day.kind, day.city?.name, day.timeZone], [day.date, 'away', city, cityNamed(city).timeZone]);
  }
});

Then(/^their sessions are in (the hotel room|the gym)$/, function (this: TravelWorld, place: string) {
  const away = this.planning.plan.days.filter((day) => day.kind === 'away');
  assert.ok(
    away.some((day) => day.sessions.length > 0),
    'no session away',
  );
  for (const session of away.flatMap((day) => day.sessions)) assert.equal(session.place, PLACES[place]);
});

Then('no session in a hotel room has a jump', function (this: TravelWorld) {
  const moves = this.planning
    .sessions()
    .filter((s) => s.place === 'hotel_room')
    .flatMap(movesOf);
  assert.deepEqual(
    moves.filter((move) => move.noisy).map((move) => move.id),
    [],
  );
});

Then(
  /^day (\d+)(?:, the first full day back home,)? has a lighter (\d+)-minute session (?:in|at) (the hotel room|the gym|home)$/,
  function (this: TravelWorld, n: string, minutes: string, place: string) {
    const session = this.planning.session(Number(n), 'main');
    assert.deepEqual([session.lighter, session.minutes, session.place], [true, Number(minutes), PLACES[place]]);
  },
);

Then('no session of the plan is lighter', function (this: TravelWorld) {
  assert.deepEqual(
    this.planning
      .sessions()
      .filter((s) => s.lighter)
      .map((s) => s.id),
    [],
  );
});

Then(
  /^day (\d+) has guidance for an? (eastward|westward) change of (\d+) hours: train between (\d\d:\d\d) and (\d\d:\d\d) ([A-Z][\w ]+?) time, avoid (\d\d:\d\d) to (\d\d:\d\d)$/,
  function (
    this: TravelWorld,
    n: string,
    direction: string,
    hours: string,
    from: string,
    to: string,
    city: string,
    avoidFrom: string,
    avoidTo: string,
  ) {
    const guidance = this.planning.day(Number(n)).guidance;
    assert.ok(guidance, `day ${n} has no guidance`);
    assert.deepEqual(
      [guidance.direction, guidance.shiftHours, guidance.trainWindow, guidance.timeZone, guidance.avoidWindow],
      [direction === 'eastward' ? 'east' : 'west', Number(hours), { from, to }, cityNamed(city).timeZone, { from: avoidFrom, to: avoidTo }],
    );
  },
);

Then('day {int} has no guidance', function (this: TravelWorld, n: number) {
  assert.equal(this.planning.day(n).guidance, null);
});

Then('no day of the plan has guidance', function (this: TravelWorld) {
  assert.deepEqual(
    this.planning.plan.days.filter((day) => day.guidance).map((day) => day.date),
    [],
  );
});

Then(
  /^the session of day (\d+) starts at (\d\d:\d\d) ([A-Z][\w ]+?) time$/,
  function (this: TravelWorld, n: string, at: string, city: string) {
    const session = this.planning.session(Number(n), 'main');
    assert.deepEqual([session.localTime, session.timeZone], [at, cityNamed(city).timeZone]);
  },
);

Then('every week plans between {int} and {int} minutes', function (this: TravelWorld, least: number, most: number) {
  for (const week of this.planning.plan.weeks) {
    assert.ok(week.homeWeek, `week ${week.index} is not all at home`);
    assert.ok(week.plannedMinutes >= least && week.plannedMinutes <= most, `week ${week.index}: ${week.plannedMinutes} minutes`);
  }
});

Then('the moves of weeks 3 and 4 have more reps than the same moves in weeks 1 and 2', function (this: TravelWorld) {
  const early = repsByMove([...this.planning.week(1), ...this.planning.week(2)]);
  const late = repsByMove([...this.planning.week(3), ...this.planning.week(4)]);
  const shared = [...late].flatMap(([id, after]) => {
    const before = early.get(id);
    return before ? [{ id, before, after }] : [];
  });
  assert.ok(shared.length > 0, 'no counted move in both halves');
  for (const { id, before, after } of shared) {
    assert.ok(Math.min(...after) > Math.max(...before), `${id}: ${before.join(', ')} reps, then ${after.join(', ')}`);
  }
});
