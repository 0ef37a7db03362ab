import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { lastAnswer } from '../support/tasks/http';
import { identityOf } from '../support/tasks/identity';
import { asTraveller, crowdAbove, leaderboardSeen, openLeaderboard, publicIdOf, setPoints, whoIs } from '../support/tasks/progress';
import type { TravelWorld } from '../support/world';

/** The global leaderboard: points planted as if earned, read as a traveller or a visitor reads it. */

const NOBODY = { identity: { kind: 'nobody' } } as const;
const count = (text: string) => Number(text.replace(/,/g, ''));

Given('{traveller} has {count} points on the leaderboard', async function (this: TravelWorld, who: string, points: number) {
  await setPoints(this, this.cast.who(who), points);
});

Given(
  '{count} travellers have more than {count} points on the leaderboard',
  async function (this: TravelWorld, crowd: number, points: number) {
    await crowdAbove(this, crowd, points);
  },
);

When('{traveller} looks at the leaderboard', async function (this: TravelWorld, who: string) {
  await openLeaderboard(this, asTraveller(this.cast.who(who)));
});

When('a visitor looks at the leaderboard', async function (this: TravelWorld) {
  await openLeaderboard(this, NOBODY);
});

When('a visitor looks at the leaderboard of the top {int}', async function (this: TravelWorld, limit: number) {
  await openLeaderboard(this, NOBODY, limit);
});

When(
  '{traveller} looks at the leaderboard naming {whose} device in the address',
  async function (this: TravelWorld, who: string, whose: string) {
    const traveller = this.cast.who(who);
    await openLeaderboard(this, { identity: identityOf(traveller), uid: this.cast.whose(whose).deviceId! });
  },
);

Then('the leaderboard reads', function (this: TravelWorld, table: DataTable) {
  const seen = leaderboardSeen(this).leaderboard.map((entry) => ({
    rank: String(entry.rank),
    traveller: whoIs(this, entry.userId),
    points: entry.total.toLocaleString('en'),
  }));
  assert.deepEqual(seen, table.hashes());
});

Then('{whose} row is marked as hers/his/theirs', async function (this: TravelWorld, whose: string) {
  const id = await publicIdOf(this, this.cast.whose(whose));
  const marked = leaderboardSeen(this).leaderboard.filter((entry) => entry.you);
  assert.deepEqual(
    marked.map((entry) => entry.userId),
    [id],
  );
});

Then("nobody's row is marked as theirs", function (this: TravelWorld) {
  assert.deepEqual(
    leaderboardSeen(this).leaderboard.filter((entry) => entry.you),
    [],
  );
});

Then(/^the ranks on the leaderboard are ((?:\d+, )*\d+ and \d+)$/, function (this: TravelWorld, ranks: string) {
  const expected = ranks.split(/, | and /).map(Number);
  assert.deepEqual(
    leaderboardSeen(this).leaderboard.map((entry) => entry.rank),
    expected,
  );
});

Then('{traveller} and {traveller} both have rank {int}', async function (this: TravelWorld, first: string, second: string, rank: number) {
  const board = leaderboardSeen(this).leaderboard;
  for (const name of [first, second]) {
    const id = await publicIdOf(this, this.cast.named(name));
    assert.equal(board.find((entry) => entry.userId === id)?.rank, rank, `${name}'s rank`);
  }
});

Then(
  /^([A-Z][a-z]+) sees that (?:she|he|they) (?:is|are) #([\d,]+) with ([\d,]+) points$/,
  async function (this: TravelWorld, who: string, rank: string, points: string) {
    const me = leaderboardSeen(this).me;
    assert.ok(me, `${who} has no place of their own`);
    assert.equal(me.userId, await publicIdOf(this, this.cast.who(who)));
    assert.equal(me.rank, count(rank));
    assert.equal(me.total, count(points));
  },
);

Then('the leaderboard lists {int} traveller(s)', function (this: TravelWorld, size: number) {
  assert.equal(leaderboardSeen(this).leaderboard.length, size);
});

Then('{traveller} is not on the list', async function (this: TravelWorld, who: string) {
  const id = await publicIdOf(this, this.cast.who(who));
  assert.ok(!leaderboardSeen(this).leaderboard.some((entry) => entry.userId === id), `${who} is on the list`);
});

Then('{traveller} has no place of her/his/their own yet', function (this: TravelWorld, _who: string) {
  assert.equal(leaderboardSeen(this).me, null);
});

Then(
  'every traveller on the leaderboard is shown as {string} and the last {int} characters of their public id',
  function (this: TravelWorld, prefix: string, length: number) {
    const board = leaderboardSeen(this).leaderboard;
    assert.ok(board.length > 0, 'the leaderboard is empty');
    for (const entry of board) assert.equal(entry.label, `${prefix}${entry.userId.slice(-length)}`);
  },
);

Then(
  'the leaderboard shows neither {whose} device identifier nor {whose} e-mail',
  function (this: TravelWorld, deviceOwner: string, emailOwner: string) {
    const text = lastAnswer(this).text;
    const device = this.cast.whose(deviceOwner).deviceId;
    assert.ok(device && !text.includes(device), 'the answer shows a device identifier');
    assert.ok(!text.toLowerCase().includes(this.cast.whose(emailOwner).email.toLowerCase()), 'the answer shows an e-mail');
  },
);
