import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { currentPath, PHONE, storedValue, visit, waitUntilVisible } from '../support/tasks/browser';
import { comeBackToLandingPage, openLandingPage } from '../support/tasks/landing';
import { localeOf } from '../support/tasks/screens';
import {
  assertAppSpeaks,
  assertOnPath,
  LANGUAGE_KEY,
  navigationLink,
  openMenu,
  switchLanguage,
  waitForMenuToggle,
} from '../support/tasks/visitor';

Given('a visitor whose browser speaks {string}', function (this: TravelWorld, browserLanguage: string) {
  this.visitor.browserLanguage = browserLanguage;
});

Given('a visitor on a phone', function (this: TravelWorld) {
  this.visitor.viewport = PHONE;
});

Given('they chose {word} earlier', function (this: TravelWorld, language: string) {
  this.visitor.storage[LANGUAGE_KEY] = localeOf(language);
});

When('they open the landing page', async function (this: TravelWorld) {
  await openLandingPage(this);
});

When('they open {string}', async function (this: TravelWorld, path: string) {
  await visit(this, path);
});

When('they come back to the landing page later', async function (this: TravelWorld) {
  await comeBackToLandingPage(this);
});

Then('the app speaks {word}', async function (this: TravelWorld, language: string) {
  await assertAppSpeaks(this, this.currentPage, localeOf(language));
});

When('they switch the language to {word}', async function (this: TravelWorld, language: string) {
  await switchLanguage(this.currentPage, localeOf(language));
});

Then('their choice of {word} is remembered', async function (this: TravelWorld, language: string) {
  assert.equal(await storedValue(this.currentPage, LANGUAGE_KEY), localeOf(language));
});

When('they choose {string} in the navigation', async function (this: TravelWorld, name: string) {
  await navigationLink(this.currentPage, name).click();
});

Then('they are on {string}', async function (this: TravelWorld, path: string) {
  await assertOnPath(this.currentPage, path);
});

Then('the navigation links are tucked away', async function (this: TravelWorld) {
  await waitForMenuToggle(this.currentPage);
  assert.equal(await navigationLink(this.currentPage, 'Sign in').count(), 0, '"Sign in" is visible before the menu opens');
});

When('they open the menu', async function (this: TravelWorld) {
  await openMenu(this.currentPage);
});

Then('they see {string} in the navigation', async function (this: TravelWorld, name: string) {
  await waitUntilVisible(navigationLink(this.currentPage, name), () => `"${name}" is not in the navigation`);
  assert.equal(currentPath(this.currentPage), '/');
});
