import { Then } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { assertTrialCard } from '../support/tasks/generator-screen-ui';

/** The generator screen at /app in Chromium (@ui). */

Then(
  '{traveller} sees the {string} card listing {string}, {string}, {string} and {string}, noted {string}',
  async function (this: TravelWorld, _who: string, title: string, b1: string, b2: string, b3: string, b4: string, note: string) {
    await assertTrialCard(this.currentPage, title, [b1, b2, b3, b4], note);
  },
);
