import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { lastAnswer } from '../support/tasks/http';
import {
  asTraveller,
  cityBoardSeen,
  openTopCities,
  plantCityRow,
  publicIdOf,
  searchCity,
  topCitiesSeen,
  whoIs,
} from '../support/tasks/progress';
import type { TravelWorld } from '../support/world';

/** City leaderboards: rows planted as if earned, the most active cities and a city's search. */

const NOBODY = { identity: { kind: 'nobody' } } as const;

Given('these travellers trained in these cities', async function (this: TravelWorld, table: DataTable) {
  for (const row of table.hashes()) {
    await plantCityRow(this, this.cast.named(row.traveller!), {
      city: row.city!,
      country: row.country!,
      points: Number(row.points),
      workouts: Number(row.workouts),
      streak: Number(row.streak),
      lastActive: row['last active'] || null,
    });
  }
});

When('a visitor looks at the most active cities', async function (this: TravelWorld) {
  await openTopCities(this, NOBODY);
});

When('{traveller} looks up the city {string} in {string}', async function (this: TravelWorld, who: string, city: string, country: string) {
  await searchCity(this, asTraveller(this.cast.who(who)), city, country);
});

When('a visitor looks up the city {string} in {string}', async function (this: TravelWorld, city: string, country: string) {
  await searchCity(this, NOBODY, city, country);
});

Then('the most active cities read', function (this: TravelWorld, table: DataTable) {
  const seen = topCitiesSeen(this).cities.map((summary) => ({
    city: summary.city,
    country: summary.country,
    travellers: String(summary.totalParticipants),
    'top score': String(summary.topScore),
  }));
  assert.deepEqual(seen, table.hashes());
});

Then('there are no active cities yet', function (this: TravelWorld) {
  assert.deepEqual(topCitiesSeen(this).cities, []);
});

Then('the city leaderboard of {string}, {string} reads', function (this: TravelWorld, city: string, country: string, table: DataTable) {
  const board = cityBoardSeen(this);
  assert.deepEqual([board.city, board.country], [city, country]);
  const seen = board.leaderboard.map((entry) => ({
    rank: String(entry.rank),
    traveller: whoIs(this, entry.userId),
    points: String(entry.totalPoints),
    workouts: String(entry.totalWorkouts),
    streak: String(entry.currentStreak),
    'last active': entry.lastActiveDate ?? '',
  }));
  assert.deepEqual(seen, table.hashes());
});

Then(
  /^the city leaderboard of "([^"]+)", "([^"]+)" has ((?:[A-Z][a-z]+, )*[A-Z][a-z]+ and [A-Z][a-z]+)$/,
  function (this: TravelWorld, city: string, country: string, names: string) {
    const board = cityBoardSeen(this);
    assert.deepEqual([board.city, board.country], [city, country]);
    assert.deepEqual(board.leaderboard.map((entry) => whoIs(this, entry.userId)).sort(), names.split(/, | and /).sort());
  },
);

Then('the city leaderboard of {string}, {string} is empty', function (this: TravelWorld, city: string, country: string) {
  const board = cityBoardSeen(this);
  assert.deepEqual([board.city, board.country, board.leaderboard], [city, country, []]);
});

Then(/^the ranks on the city leaderboard are ((?:\d+, )*\d+ and \d+)$/, function (this: TravelWorld, ranks: string) {
  assert.deepEqual(
    cityBoardSeen(this).leaderboard.map((entry) => entry.rank),
    ranks.split(/, | and /).map(Number),
  );
});

Then('{whose} row on the city leaderboard is marked as hers/his/theirs', async function (this: TravelWorld, whose: string) {
  const id = await publicIdOf(this, this.cast.whose(whose));
  assert.deepEqual(
    cityBoardSeen(this)
      .leaderboard.filter((entry) => entry.you)
      .map((entry) => entry.userId),
    [id],
  );
});

Then('the visitor is told the {word} is required', function (this: TravelWorld, part: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const details = (answer.json as { details?: { field: string; message: string }[] }).details ?? [];
  const label = `${part[0]!.toUpperCase()}${part.slice(1)}`;
  assert.deepEqual(
    details.map((issue) => [issue.field, issue.message]),
    [[part, `${label} is required`]],
  );
});

Then(
  'every traveller on the city leaderboard is shown as {string} and the last {int} characters of their public id',
  function (this: TravelWorld, prefix: string, length: number) {
    const board = cityBoardSeen(this).leaderboard;
    assert.ok(board.length > 0, 'the city leaderboard is empty');
    for (const entry of board) assert.equal(entry.label, `${prefix}${entry.userId.slice(-length)}`);
  },
);

Then("no traveller's device identifier appears on the city leaderboard", function (this: TravelWorld) {
  const text = lastAnswer(this).text;
  const shown = this.cast.everyone.filter((traveller) => traveller.deviceId && text.includes(traveller.deviceId));
  assert.deepEqual(
    shown.map((traveller) => traveller.name),
    [],
  );
});
