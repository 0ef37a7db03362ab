import { Then } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertNotOwnRow, assertOwnRow, fullRanking, leaderboardNameOf } from '../support/tasks/leaderboard-ui';
import { pointsEarned } from '../support/tasks/quick-flight-ui';

/** The global leaderboard in Chromium (features/progress/ui-leaderboard.feature, ui-progress-journey.feature). */

Then(
  '{whose} row on the leaderboard is marked {string}, at rank {int} with {count} points',
  async function (this: TravelWorld, whose: string, you: string, rank: number, points: number) {
    const name = await leaderboardNameOf(this, this.cast.whose(whose));
    await assertOwnRow(await fullRanking(this.currentPage), name, you, rank, points);
  },
);

Then(
  '{whose} row on the leaderboard is marked {string}, at rank {int} with the points her/his/their workout earned',
  async function (this: TravelWorld, whose: string, you: string, rank: number) {
    const name = await leaderboardNameOf(this, this.cast.whose(whose));
    await assertOwnRow(await fullRanking(this.currentPage), name, you, rank, pointsEarned(this));
  },
);

Then('{whose} row on the leaderboard is not marked {string}', async function (this: TravelWorld, whose: string, you: string) {
  await assertNotOwnRow(await fullRanking(this.currentPage), await leaderboardNameOf(this, this.cast.whose(whose)), you);
});
