import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CancelByLinkReplySchema, type PlanId } from '../../contracts/subscriptions';
import { lastAnswer } from '../support/tasks/http';
import { changeCancellation, subscriptionOf } from '../support/tasks/subscriptions';
import {
  beOnTrialIn,
  cancelTokenOf,
  cancelWithLink,
  inboxOf,
  passHours,
  readable,
  sendDueReminders,
  sendDueRemindersTwiceAtOnce,
  theReminderOf,
  trialEndDayIn,
  type Language,
} from '../support/tasks/trial-reminder';
import type { TravelWorld } from '../support/world';

const LANGUAGES: Record<string, Language> = { English: 'en', Spanish: 'es' };

Given(
  '{traveller} is on a trial of the {word} plan, started in {word}',
  async function (this: TravelWorld, who: string, plan: PlanId, language: string) {
    const code = LANGUAGES[language];
    assert.ok(code, `the app speaks English and Spanish, not ${language}`);
    this.remembered.set('language', code);
    await beOnTrialIn(this, this.cast.who(who), plan, code);
  },
);

When('{int} hour(s) pass(es)', function (this: TravelWorld, hours: number) {
  passHours(this, hours);
});

When('the reminders due are sent', async function (this: TravelWorld) {
  await sendDueReminders(this);
});

When('the reminders due are sent twice at the same moment', async function (this: TravelWorld) {
  await sendDueRemindersTwiceAtOnce(this);
});

Then('{traveller} has received one e-mail {string}', async function (this: TravelWorld, who: string, subject: string) {
  const mail = await theReminderOf(this, this.cast.who(who));
  assert.equal(mail.subject, subject);
});

Given('{traveller} has received the reminder', async function (this: TravelWorld, who: string) {
  await theReminderOf(this, this.cast.who(who));
});

Then('{traveller} has received no e-mail', async function (this: TravelWorld, who: string) {
  const inbox = await inboxOf(this, this.cast.who(who));
  assert.deepEqual(
    inbox.map((mail) => mail.subject),
    [],
  );
});

Then(
  'the e-mail tells {traveller} that {string} will be charged on the day the trial ends',
  async function (this: TravelWorld, who: string, amount: string) {
    const traveller = this.cast.who(who);
    const text = readable(await theReminderOf(this, traveller));
    assert.ok(text.includes(amount), `the e-mail does not say ${amount}:\n${text}`);
    const day = await trialEndDayIn(this, traveller, (this.remembered.get('language') as Language | undefined) ?? 'en');
    assert.ok(text.includes(day), `the e-mail does not say ${day}:\n${text}`);
  },
);

Then("the e-mail has a link that cancels {traveller}'s trial in one click", async function (this: TravelWorld, who: string) {
  await cancelTokenOf(this, this.cast.who(who));
});

When('{traveller} follows the cancel link in the reminder', async function (this: TravelWorld, who: string) {
  const answer = await cancelWithLink(this, await cancelTokenOf(this, this.cast.who(who)));
  if (answer.status === 200)
    assert.ok(CancelByLinkReplySchema.safeParse(answer.json).success, `the answer breaks the contract: ${answer.text}`);
});

Given('{traveller} has followed the cancel link in the reminder', async function (this: TravelWorld, who: string) {
  const answer = await cancelWithLink(this, await cancelTokenOf(this, this.cast.who(who)));
  assert.equal(answer.status, 200, `the trial was not cancelled: ${answer.text.slice(0, 300)}`);
});

When('someone follows a cancel link with the made-up token {string}', async function (this: TravelWorld, token: string) {
  await cancelWithLink(this, token);
});

Then('{traveller} is told Pro remains until the trial ends', async function (this: TravelWorld, who: string) {
  const reply = CancelByLinkReplySchema.parse(lastAnswer(this).json);
  const { trialEndsAt } = await subscriptionOf(this, this.cast.who(who));
  assert.equal(reply.accessEndsAt, trialEndsAt);
});

Given('{traveller} has resumed her/his/their subscription', async function (this: TravelWorld, who: string) {
  const answer = await changeCancellation(this, this.cast.who(who), false);
  assert.equal(answer.status, 200, `the subscription was not resumed: ${answer.text.slice(0, 300)}`);
});
