import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { eventually, visit } from '../support/tasks/browser';
import { publicIdOf, storedEvents } from '../support/tasks/analytics';
import { useAPhone } from '../support/tasks/page-width';
import type { TravelWorld } from '../support/world';

When(
  '{traveller} opens the analytics report in the app on a phone {int} pixels wide',
  async function (this: TravelWorld, _who: string, width: number) {
    useAPhone(this, width);
    const page = await visit(this, '/admin/analytics');
    await page.locator('.admin-analytics__table').waitFor({ state: 'visible' });
  },
);

Then('she/he/they see(s) the funnel and the events per day', async function (this: TravelWorld) {
  const page = this.currentPage;
  assert.equal(await page.locator('main h2').count(), 2);
  assert.equal(await page.locator('.admin-analytics__table tbody tr').count(), 31);
});

Then('her/his/their page view of {string} has been counted', async function (this: TravelWorld, path: string) {
  const id = await publicIdOf(this, this.cast.who('she'));
  const counted = await eventually(async () =>
    (await storedEvents(this, { event_name: 'page_view', traveller_id: id })).some((event) => event.event_data.path === path),
  );
  assert.ok(counted, `no page view of ${path} was recorded`);
});
