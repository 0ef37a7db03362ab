import { When } from '@cucumber/cucumber';
import { visit } from '../support/tasks/browser';
import { cancelLinkOf } from '../support/tasks/trial-reminder';
import type { TravelWorld } from '../support/world';

When('{traveller} opens the cancel link of the reminder', async function (this: TravelWorld, who: string) {
  const link = new URL(await cancelLinkOf(this, this.cast.who(who)));
  await visit(this, `${link.pathname}${link.search}`);
});

When('{traveller} cancels her/his/their trial on the cancel page', async function (this: TravelWorld, _who: string) {
  await this.currentPage.getByRole('button', { name: 'Cancel my trial' }).click();
});
