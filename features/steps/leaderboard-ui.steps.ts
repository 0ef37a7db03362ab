import { Then } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertNotOwnRow, assertOwnRow, leaderboardNameOf } from '../support/tasks/leaderboard-ui';

Then(
  '{whose} row on the leaderboard is marked {string}, at rank {int} with {count} points',
  async function (this: TravelWorld, whose: string, _you: string, rank: number, points: number) {
    const name = await leaderboardNameOf(this, this.cast.whose(whose));
    await assertOwnRow(this.currentPage, name, rank, points);
  },
);

Then('{whose} row on the leaderboard is not marked {string}', async function (this: TravelWorld, whose: string, _you: string) {
  await assertNotOwnRow(this.currentPage, await leaderboardNameOf(this, this.cast.whose(whose)));
});
