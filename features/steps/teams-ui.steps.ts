import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { visit, waitForPath } from '../support/tasks/browser';
import { signInOnPage } from '../support/tasks/accounts-ui';
import { ensureAccount } from '../support/tasks/registration';
import { chooseSignIn, copyInviteLink, createTeamOnPage, memberRows, openCopiedLinkElsewhere } from '../support/tasks/teams-ui';
import { publicNameOf, teamIdOf } from '../support/tasks/teams';
import type { TravelWorld } from '../support/world';

/* The teams page in Chromium (@ui): creating a team, its invite link, joining through it. */

Given('{traveller} has an account', async function (this: TravelWorld, who: string) {
  await ensureAccount(this, this.cast.who(who));
});

When('{traveller} creates the team {string} on the teams page', async function (this: TravelWorld, who: string, name: string) {
  this.cast.who(who);
  await createTeamOnPage(this, name);
});

When('{traveller} opens her/his/their team {string} on the teams page', async function (this: TravelWorld, _who: string, name: string) {
  const page = await visit(this, `/teams?tab=details&team=${teamIdOf(this, name)}`);
  await page.getByRole('list', { name: /Members|Miembros/ }).waitFor();
});

When('{traveller} copies the invite link of the team', async function (this: TravelWorld, _who: string) {
  await copyInviteLink(this, this.currentPage);
});

When('{traveller} opens the copied invite link in her/his/their own browser', async function (this: TravelWorld, who: string) {
  this.cast.who(who);
  await openCopiedLinkElsewhere(this);
});

When('{traveller} chooses to sign in, and signs in on the page', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await chooseSignIn(this.currentPage);
  await signInOnPage(this.currentPage, traveller.email, traveller.password);
  await waitForPath(this.currentPage, '/teams');
});

Then(
  '{traveller} sees {traveller} as the admin of the team and himself/herself/themselves as a member',
  async function (this: TravelWorld, who: string, admin: string) {
    const rows = await memberRows(this.currentPage);
    const adminName = await publicNameOf(this, this.cast.named(admin));
    const ownName = await publicNameOf(this, this.cast.who(who));
    assert.equal(rows.length, 2, `the team lists ${JSON.stringify(rows)}`);
    assert.ok(
      rows.some((row) => row.includes(adminName) && row.includes('Admin')),
      `${admin} is not listed as admin: ${JSON.stringify(rows)}`,
    );
    assert.ok(
      rows.some((row) => row.includes(ownName) && /\byou\b/i.test(row) && row.includes('Member')),
      `${who} is not listed as a member marked "you": ${JSON.stringify(rows)}`,
    );
  },
);
