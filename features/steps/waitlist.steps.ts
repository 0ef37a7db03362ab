import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { guidePath } from '../../contracts/waitlist';
import { localeOf } from '../support/tasks/screens';
import { lastAnswer } from '../support/tasks/http';
import {
  allEntries,
  assertHandedGuide,
  assertInvalidEmail,
  assertSameAsNewAddress,
  assertThanked,
  assertToldToTryLater,
  catalogueExercisesIn,
  downloadGuide,
  entriesFor,
  guideOf,
  inboxOf,
  joinWaitlist,
  lastAddress,
  newAddress,
  pageReads,
  SETS_AND_TIP,
  startPagesOf,
} from '../support/tasks/waitlist';
import type { TravelWorld } from '../support/world';

/** The landing page's waitlist and the hotel workouts guide it hands out. */

When('a visitor joins the waitlist with {string}', async function (this: TravelWorld, email: string) {
  await joinWaitlist(this, email);
});

When('a visitor who reads {word} joins the waitlist', async function (this: TravelWorld, language: string) {
  await joinWaitlist(this, newAddress(), localeOf(language));
});

When('a visitor who reads {word} joins the waitlist with {string}', async function (this: TravelWorld, language: string, email: string) {
  await joinWaitlist(this, email, localeOf(language));
});

Given('{string} is on the waitlist', async function (this: TravelWorld, email: string) {
  assertThanked(await joinWaitlist(this, email));
});

Given('{int} visitors on one network joined the waitlist', async function (this: TravelWorld, count: number) {
  for (let i = 0; i < count; i += 1) assertThanked(await joinWaitlist(this, newAddress()));
});

When('another visitor on that network joins the waitlist', async function (this: TravelWorld) {
  await joinWaitlist(this, newAddress());
});

Then('they are thanked for joining the waitlist', function (this: TravelWorld) {
  assertThanked(lastAnswer(this));
});

Then('they are handed the hotel workouts guide in {word}', function (this: TravelWorld, language: string) {
  assertHandedGuide(lastAnswer(this), localeOf(language));
});

Then('{string} is on the waitlist once', async function (this: TravelWorld, email: string) {
  assert.equal(await entriesFor(this, email), 1);
});

Then('they are told the e-mail address is not valid', function (this: TravelWorld) {
  assertInvalidEmail(lastAnswer(this));
});

Then('nobody is on the waitlist', async function (this: TravelWorld) {
  assert.equal(await allEntries(this), 0);
});

Then('the answer is the same as for a new address', async function (this: TravelWorld) {
  await assertSameAsNewAddress(this);
});

Then('they are told to try again later, within the hour', function (this: TravelWorld) {
  assertToldToTryLater(lastAnswer(this), 3600);
});

Then('they are not on the waitlist', async function (this: TravelWorld) {
  assert.equal(await entriesFor(this, lastAddress(this)), 0);
});

When('they download the guide they were handed', async function (this: TravelWorld) {
  await downloadGuide(this);
});

Then('the guide is a PDF saved as {string}', function (this: TravelWorld, fileName: string) {
  const guide = guideOf(this);
  assert.equal(guide.contentType, 'application/pdf');
  assert.equal(guide.fileName, fileName);
});

Then('its first page is the cover {string}', function (this: TravelWorld, title: string) {
  assert.ok(pageReads(guideOf(this).pages[0] ?? '', title), `the cover reads: ${guideOf(this).pages[0]?.slice(0, 200)}`);
});

Then('its second page explains {string}', function (this: TravelWorld, title: string) {
  assert.ok(pageReads(guideOf(this).pages[1] ?? '', title), `the second page reads: ${guideOf(this).pages[1]?.slice(0, 200)}`);
});

Then(
  'the workouts {string}, {string} and {string} each start on their own page',
  function (this: TravelWorld, hotel: string, airport: string, office: string) {
    const starts = startPagesOf(guideOf(this), [hotel, airport, office]);
    assert.deepEqual(
      starts,
      [...new Set(starts)].sort((a, b) => a - b),
      `the workouts start on pages ${starts.map((page) => page + 1).join(', ')}`,
    );
  },
);

Then(
  'every workout shows at least {int} exercises of the catalogue in {word}, each with its sets and a tip',
  function (this: TravelWorld, least: number, language: string) {
    const locale = localeOf(language);
    const { pages } = guideOf(this);
    const workoutPages = pages.slice(2);
    const starts = workoutPages.flatMap((text, index) => (/^(WORKOUT|ENTRENAMIENTO)\d/.test(text.replace(/\s+/g, '')) ? [index] : []));
    assert.equal(starts.length, 3, `the guide has ${starts.length} workouts`);
    starts.forEach((start, n) => {
      const own = workoutPages.slice(start, starts[n + 1] ?? workoutPages.length);
      const names = catalogueExercisesIn(own, locale);
      assert.ok(names.length >= least, `workout ${n + 1} shows ${names.length} catalogue exercises: ${names.join(', ')}`);
      const text = own.join(' ').replace(/\s+/g, '');
      const { sets, tip } = SETS_AND_TIP[locale];
      assert.ok((text.match(sets) ?? []).length >= names.length, `workout ${n + 1} gives fewer sets than exercises`);
      assert.ok(text.split(tip).length - 1 >= names.length, `workout ${n + 1} gives fewer tips than exercises`);
    });
  },
);

Then('the guide reads {string}', function (this: TravelWorld, text: string) {
  assert.ok(
    guideOf(this).pages.some((page) => pageReads(page, text)),
    `no page reads "${text}"`,
  );
});

Then('{string} receives the e-mail {string}', async function (this: TravelWorld, email: string, subject: string) {
  const inbox = await inboxOf(this, email);
  assert.deepEqual(
    inbox.map((mail) => mail.subject),
    [subject],
  );
});

Then('the e-mail links to the guide in {word}', async function (this: TravelWorld, language: string) {
  const [mail] = await inboxOf(this, lastAddress(this));
  const link = mail?.link;
  assert.ok(link?.endsWith(guidePath(localeOf(language))), `the e-mail links to ${link}`);
  assert.ok(link && mail?.text.includes(link), 'the e-mail text does not show the link');
});
