import assert from 'node:assert/strict';
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  asRead,
  assertJoined,
  CHALLENGE_KINDS,
  challengeIdOf,
  challengesOf,
  joinAnswer,
  joinAs,
  joinChallenge,
  KIND_PATTERN,
  listedChallenges,
  listedTitled,
  lookAfterRecurring,
  otherProcesses,
  putInTeam,
  setUpChallenge,
  standingIn,
  startOtherProcess,
  stopOtherProcesses,
  storedStatusOf,
  unknownChallengeId,
} from '../support/tasks/challenges';
import { assertOffers, assertProgressShown, openTab, pressOnChallenge } from '../support/tasks/challenges-ui';
import { lastAnswer } from '../support/tasks/http';
import { askAs, identityOf } from '../support/tasks/identity';
import { finishSession, nextDay, setClock } from '../support/tasks/session-progress';

/*
 * Group challenges (features/community): the list, joining, progress from
 * finished workouts and the recurring challenges, over HTTP (@api).
 */

const count = (text: string) => Number(text.replace(/,/g, ''));
/** "Ana and Ben", "Ana, Ben and Carla". */
const names = (text: string) => text.split(/, | and /);

// ── Challenges set up before the scenario ──────────────────────────────────

Given(
  new RegExp(`^the (${KIND_PATTERN}) "([^"]+)" with a target of ([\\d,]+) (?:points|days|cities) is open$`),
  async function (this: TravelWorld, kind: string, title: string, target: string) {
    await setUpChallenge(this, { title, type: CHALLENGE_KINDS[kind]!, targetValue: count(target) });
  },
);

Given('the points race {string} has room for {int} travellers', async function (this: TravelWorld, title: string, room: number) {
  await setUpChallenge(this, { title, type: 'points_race', maxParticipants: room });
});

Given('the points race {string} starts tomorrow', async function (this: TravelWorld, title: string) {
  await setUpChallenge(this, { title, type: 'points_race', startsInDays: 1, endsInDays: 8 });
});

Given('the points race {string} ended {int} days ago', async function (this: TravelWorld, title: string, days: number) {
  await setUpChallenge(this, { title, type: 'points_race', startsInDays: -days - 7, endsInDays: -days });
});

Given('{traveller} is in the team {string}', async function (this: TravelWorld, who: string, team: string) {
  await putInTeam(this, this.cast.who(who), team);
});

Given(
  /^([A-Z][a-z]+(?:(?:, | and )[A-Z][a-z]+)*) (?:has|have) joined "([^"]+)"$/,
  async function (this: TravelWorld, who: string, title: string) {
    for (const name of names(who)) await assertJoined(this, this.cast.who(name), title);
  },
);

// ── Joining ────────────────────────────────────────────────────────────────

When('{traveller} joins {string}', async function (this: TravelWorld, who: string, title: string) {
  await joinAs(this, this.cast.who(who), title);
});

When('{traveller} joins a challenge that does not exist', async function (this: TravelWorld, who: string) {
  await joinChallenge(this, unknownChallengeId(), identityOf(this.cast.who(who)));
});

When(
  '{traveller} joins {string} naming {whose} device in the address',
  async function (this: TravelWorld, who: string, title: string, whose: string) {
    await joinAs(this, this.cast.who(who), title, `?uid=${this.cast.whose(whose).deviceId!}`);
  },
);

When('someone joins {string} without saying who they are', async function (this: TravelWorld, title: string) {
  await joinChallenge(this, challengeIdOf(this, title), { kind: 'nobody' });
});

When(
  '{traveller} looks at her/his/their challenges naming {whose} device in the address',
  async function (this: TravelWorld, who: string, whose: string) {
    await askAs(this, `/api/user-challenges?uid=${this.cast.whose(whose).deviceId!}`, identityOf(this.cast.who(who)));
  },
);

Then('{traveller} is told she/he/they has/have joined {string}', function (this: TravelWorld, _who: string, title: string) {
  const joined = joinAnswer(lastAnswer(this));
  assert.equal(joined.challenge.id, challengeIdOf(this, title));
  assert.equal(joined.alreadyJoined, false, 'the traveller was told they had already joined');
});

Then('{traveller} is told she/he/they had already joined {string}', function (this: TravelWorld, _who: string, title: string) {
  const joined = joinAnswer(lastAnswer(this));
  assert.equal(joined.challenge.id, challengeIdOf(this, title));
  assert.equal(joined.alreadyJoined, true, 'the traveller was told they had just joined');
});

// ── The lists ──────────────────────────────────────────────────────────────

When('a visitor looks at the challenges', async function (this: TravelWorld) {
  await listedChallenges(this);
});

When('a visitor looks at the challenges in Spanish', async function (this: TravelWorld) {
  this.remembered.set('challenges-language', 'es');
  await listedChallenges(this, 'es');
});

/** The list as a visitor sees it now, in the language they looked in. */
const challengesSeen = (world: TravelWorld) => listedChallenges(world, world.remembered.get('challenges-language'));

const STATUS_WORDS: Record<string, string> = { running: 'active', 'starting soon': 'upcoming' };

Then(
  /^the challenges show "([^"]+)" (running|starting soon) with (\d+) participants?$/,
  async function (this: TravelWorld, title: string, status: string, participants: string) {
    const [shown] = listedTitled(await challengesSeen(this), title);
    assert.ok(shown, `the challenges do not show "${title}"`);
    assert.deepEqual(
      { status: shown.status, participants: shown.participantCount },
      { status: STATUS_WORDS[status], participants: Number(participants) },
    );
  },
);

Then('the challenges show {string} as ended', async function (this: TravelWorld, title: string) {
  const [shown] = listedTitled(await challengesSeen(this), title);
  assert.ok(shown, `the challenges do not show "${title}"`);
  assert.equal(shown.status, 'completed');
});

Then('the challenges show {string}', async function (this: TravelWorld, title: string) {
  assert.equal(listedTitled(await challengesSeen(this), title).length, 1, `the challenges do not show "${title}"`);
});

Then('the challenges do not show {string}', async function (this: TravelWorld, title: string) {
  assert.deepEqual(listedTitled(await challengesSeen(this), title), []);
});

Then(
  '{whose} challenges show {string} with progress {int} and rank {int}',
  async function (this: TravelWorld, whose: string, title: string, progress: number, rank: number) {
    const mine = await standingIn(this, this.cast.whose(whose), title);
    assert.deepEqual({ progress: mine.currentProgress, rank: mine.rank }, { progress, rank });
  },
);

Then('{whose} challenges do not show {string}', async function (this: TravelWorld, whose: string, title: string) {
  const id = challengeIdOf(this, title);
  const mine = await challengesOf(this, this.cast.whose(whose));
  assert.deepEqual(
    mine.filter((challenge) => challenge.id === id),
    [],
  );
});

// ── Progress ───────────────────────────────────────────────────────────────

When(
  '{traveller} finishes a {int}-minute workout in {string}, {string} the next day',
  async function (this: TravelWorld, who: string, minutes: number, city: string, country: string) {
    setClock(this, nextDay(this));
    await finishSession(this, this.cast.who(who), { durationMin: minutes, city, country });
  },
);

Then('{whose} progress in {string} is {count}', async function (this: TravelWorld, whose: string, title: string, progress: number) {
  assert.equal((await standingIn(this, this.cast.whose(whose), title)).currentProgress, progress);
});

Then('{traveller} has not completed {string}', async function (this: TravelWorld, who: string, title: string) {
  assert.equal((await standingIn(this, this.cast.who(who), title)).completedAt, null);
});

Then(
  /^(\S+)'s progress in "([^"]+)" is ([\d,]+), (completed|not completed), at rank (\d+)$/,
  async function (this: TravelWorld, who: string, title: string, progress: string, completed: string, rank: string) {
    const mine = await standingIn(this, this.cast.named(who), title);
    assert.deepEqual(
      { progress: mine.currentProgress, completed: mine.completedAt !== null, rank: mine.rank },
      { progress: count(progress), completed: completed === 'completed', rank: Number(rank) },
    );
  },
);

// ── The recurring challenges ───────────────────────────────────────────────

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

Given(
  /^it is (\w+) (\d{1,2}) (\w+) (\d{4}) at (\d{2}):(\d{2}) UTC$/,
  function (this: TravelWorld, weekday: string, day: string, month: string, year: string, hours: string, minutes: string) {
    const instant = new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), Number(hours), Number(minutes)));
    assert.equal(WEEKDAYS[instant.getUTCDay()], weekday, `${day} ${month} ${year} is not a ${weekday}`);
    setClock(this, instant);
  },
);

When(/^the recurring challenges (?:are|have been) looked after$/, async function (this: TravelWorld) {
  await lookAfterRecurring(this);
});

Given('a second app process shares the database', async function (this: TravelWorld) {
  await startOtherProcess(this);
});

When('both app processes look after the recurring challenges at the same moment', async function (this: TravelWorld) {
  const [other] = otherProcesses(this);
  assert.ok(other, 'no second app process is running');
  await Promise.all([lookAfterRecurring(this), lookAfterRecurring(this, other)]);
});

After({ name: 'stop the other app processes' }, async function (this: TravelWorld) {
  await stopOtherProcesses(this);
});

Then('these recurring challenges are open', async function (this: TravelWorld, table: DataTable) {
  const listed = await listedChallenges(this);
  for (const row of table.hashes()) {
    const [shown] = listedTitled(listed, row.title!);
    assert.ok(shown, `no challenge "${row.title}" is open; the list shows ${listed.map((c) => asRead(c.title)).join(' | ')}`);
    assert.deepEqual(
      {
        type: shown.type,
        target: shown.targetValue,
        from: shown.startDate.slice(0, 10),
        until: shown.endDate.slice(0, 10),
        status: shown.status,
      },
      { type: CHALLENGE_KINDS[row.kind!], target: count(row.target!), from: row.from, until: row.until, status: 'active' },
    );
  }
});

Then(
  /^in Spanish they read "([^"]+)", "([^"]+)" and "([^"]+)"$/,
  async function (this: TravelWorld, race: string, battle: string, conquest: string) {
    const listed = await listedChallenges(this, 'es');
    for (const title of [race, battle, conquest])
      assert.equal(listedTitled(listed, title).length, 1, `no challenge reads "${title}" in Spanish`);
  },
);

Then(/^the race "([^"]+)" (is running|is starting soon|has ended)$/, async function (this: TravelWorld, title: string, state: string) {
  const [shown] = listedTitled(await listedChallenges(this), title);
  assert.ok(shown, `the challenges do not show "${title}"`);
  const status = { 'is running': 'active', 'is starting soon': 'upcoming', 'has ended': 'completed' }[state];
  assert.equal(shown.status, status);
  // The job keeps the status it shows: an ended challenge is closed.
  assert.equal(await storedStatusOf(this, shown.id), status);
});

Then('there is one weekly points race for each of the two weeks', async function (this: TravelWorld) {
  const races = (await listedChallenges(this)).filter((challenge) => challenge.title.startsWith('Weekly Points Race'));
  assert.deepEqual(races.map((race) => asRead(race.title)).sort(), ['Weekly Points Race · Dec 14 – 20', 'Weekly Points Race · Dec 7 – 13']);
});

Then('there is one weekly points race for the week of 7 December 2026', async function (this: TravelWorld) {
  assert.equal(listedTitled(await listedChallenges(this), 'Weekly Points Race · Dec 7 – 13').length, 1);
});

Then('there is one streak battle and one city conquest for December 2026', async function (this: TravelWorld) {
  const listed = await listedChallenges(this);
  assert.equal(listedTitled(listed, 'Streak Battle · December 2026').length, 1);
  assert.equal(listedTitled(listed, 'City Conquest · December 2026').length, 1);
});

// ── The challenges page (@ui) ──────────────────────────────────────────────

When(
  '{traveller} presses {string} on the challenge {string}',
  async function (this: TravelWorld, _who: string, button: string, title: string) {
    await pressOnChallenge(this.currentPage, title, button);
  },
);

Then('the challenge {string} offers {string} instead', async function (this: TravelWorld, title: string, button: string) {
  await assertOffers(this.currentPage, title, button);
});

When('{traveller} opens the tab {string}', async function (this: TravelWorld, _who: string, tab: string) {
  await openTab(this.currentPage, tab);
});

Then(
  '{traveller} finds {string} there, her/his/their progress at {string}',
  async function (this: TravelWorld, _who: string, title: string, figures: string) {
    await assertProgressShown(this.currentPage, title, figures);
  },
);
