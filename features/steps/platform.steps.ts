import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { ask, lastAnswer } from '../support/tasks/http';
import { assertRefusal, oversizedReport } from '../support/tasks/platform';
import { currentPath, eventually, waitUntilVisible } from '../support/tasks/browser';
import { assertOnPath } from '../support/tasks/visitor';

When('a program asks for {string}', async function (this: TravelWorld, path: string) {
  await ask(this, path, { headers: { accept: '*/*' } });
});

When('a program sends a report that is not valid JSON', async function (this: TravelWorld) {
  await ask(this, '/api/screens/reports', { method: 'POST', body: '{"screenId": "landing", ' });
});

When('a program sends a report larger than 1 MB', async function (this: TravelWorld) {
  await ask(this, '/api/screens/reports', { method: 'POST', body: oversizedReport() });
});

Then('it is told {string} in the error format', function (this: TravelWorld, kind: string) {
  assertRefusal(lastAnswer(this), kind);
});

Then("the answer is the app's page with status {int}", function (this: TravelWorld, status: number) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, status);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
});

Then('they are told the page was not found', async function (this: TravelWorld) {
  const page = this.currentPage;
  const heading = page.getByRole('heading', { level: 1 }).first();
  await waitUntilVisible(heading, () => 'the page has no main heading');
  const text = `${await heading.textContent()} ${await page.getByRole('main').first().textContent()}`;
  assert.match(text, /404|not found|no encontrad|no existe/i, `the page says "${await heading.textContent()}"`);
  assert.equal(currentPath(page), '/no-such-place', 'the app moved away from the broken link');
  this.remembered.set('not found heading', (await heading.textContent()) ?? '');
});

When('they take the way home', async function (this: TravelWorld) {
  await this.currentPage.getByRole('main').first().locator('a[href="/"]').first().click();
});

Then('the not-found message is no longer the English one', async function (this: TravelWorld) {
  const english = this.remembered.get('not found heading');
  assert.ok(english, 'the English heading was not read first');
  const heading = this.currentPage.getByRole('heading', { level: 1 }).first();
  const changed = await eventually(async () => ((await heading.textContent()) ?? '').trim() !== english.trim());
  assert.ok(changed, 'the 404 heading did not change with the language');
  await assertOnPath(this.currentPage, '/no-such-place');
});
