import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  assertNotOwnRow,
  assertOwnRow,
  chooseAmongTopCities,
  cityRanking,
  leaderboardNameOf,
  searchCityOnPage,
} from '../support/tasks/leaderboard-ui';
import { pointsEarned } from '../support/tasks/quick-flight-ui';

/** The city leaderboards in Chromium (features/progress/ui-progress-journey.feature). */

When(
  '{traveller} chooses {string}, {string} among the most active cities',
  async function (this: TravelWorld, _who: string, city: string, country: string) {
    await chooseAmongTopCities(this.currentPage, city, country);
  },
);

When(
  '{traveller} searches the city leaderboard for {string}, {string}',
  async function (this: TravelWorld, _who: string, city: string, country: string) {
    await searchCityOnPage(this.currentPage, city, country);
  },
);

Then(
  '{whose} row on the city leaderboard of {string}, {string} is marked {string}, at rank {int} with the points her/his/their workout earned',
  async function (this: TravelWorld, whose: string, city: string, country: string, you: string, rank: number) {
    const name = await leaderboardNameOf(this, this.cast.whose(whose));
    await assertOwnRow(await cityRanking(this.currentPage, city, country), name, you, rank, pointsEarned(this));
  },
);

Then(
  '{whose} row on the city leaderboard of {string}, {string} is not marked {string}',
  async function (this: TravelWorld, whose: string, city: string, country: string, you: string) {
    const name = await leaderboardNameOf(this, this.cast.whose(whose));
    await assertNotOwnRow(await cityRanking(this.currentPage, city, country), name, you);
  },
);
