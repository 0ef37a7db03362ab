import assert from 'node:assert/strict';
import type { MailMessage } from '../../../src/modules/accounts';
import { TRIAL_REMINDER_QUEUE } from '../../../src/modules/subscriptions/application/trial-reminder/send-trial-reminders.job';
import { CheckoutReplySchema, type PlanId } from '../../../contracts/subscriptions';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, type HttpAnswer } from './http';
import { askAs, identityOf } from './identity';
import { comeBackFrom, payCheckout, subscriptionOf } from './subscriptions';

export type Language = 'en' | 'es';

const HOUR_MS = 60 * 60 * 1000;

function app(world: TravelWorld) {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  return world.app;
}

/** A trial started from a browser reading the app in `language`, paid with a card that works, and the return from checkout. */
export async function beOnTrialIn(world: TravelWorld, traveller: Traveller, plan: PlanId, language: Language): Promise<void> {
  const started = await askAs(world, '/api/create-trial-subscription', identityOf(traveller), {
    method: 'POST',
    body: { plan },
    headers: { 'accept-language': language === 'es' ? 'es-ES,es;q=0.9' : 'en-US,en;q=0.9' },
  });
  assert.equal(started.status, 200, `the trial did not start: ${started.text.slice(0, 300)}`);
  world.checkouts.set(traveller.name, CheckoutReplySchema.parse(started.json).url.split('/').at(-1)!);
  const paid = await payCheckout(world, traveller, traveller, '4242 4242 4242 4242');
  assert.equal(paid.status, 200, `the checkout was not paid: ${paid.text.slice(0, 300)}`);
  const back = await comeBackFrom(world, traveller, world.checkouts.get(traveller.name)!);
  assert.equal(back.status, 200, `the return was not verified: ${back.text.slice(0, 300)}`);
}

/** What the minute's tick of the reminder schedule does, now, on the app's (moved) clock. */
export async function sendDueReminders(world: TravelWorld): Promise<void> {
  await app(world).runScheduledJob(TRIAL_REMINDER_QUEUE);
}

/** Two ticks at the same moment, as two app processes would run them. */
export async function sendDueRemindersTwiceAtOnce(world: TravelWorld): Promise<void> {
  await Promise.all([sendDueReminders(world), sendDueReminders(world)]);
}

/** The traveller's inbox once the reminders due now have gone out, as a traveller waits for the e-mail. */
export async function inboxOf(world: TravelWorld, traveller: Traveller): Promise<MailMessage[]> {
  await sendDueReminders(world);
  return app(world).mail.to(traveller.email);
}

/** The one e-mail in the traveller's inbox. */
export async function theReminderOf(world: TravelWorld, traveller: Traveller): Promise<MailMessage> {
  const inbox = await inboxOf(world, traveller);
  assert.equal(inbox.length, 1, `${traveller.name} has ${inbox.length} e-mails: ${inbox.map((mail) => mail.subject).join(', ')}`);
  return inbox[0]!;
}

export function passHours(world: TravelWorld, hours: number): void {
  const clock = app(world).clock;
  clock.setTo(new Date(clock.now().getTime() + hours * HOUR_MS));
}

/** The reminder's text as read: spaces that do not break read as spaces (`7,99 US$`). */
export const readable = (mail: MailMessage) => mail.text.replaceAll('\u00a0', ' ');

/** The day the traveller's trial ends, written as `language` writes a date (the e-mail says when in UTC). */
export async function trialEndDayIn(world: TravelWorld, traveller: Traveller, language: Language): Promise<string> {
  const { trialEndsAt } = await subscriptionOf(world, traveller);
  assert.ok(trialEndsAt, `${traveller.name} has no trial`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(trialEndsAt));
}

/** The cancel link in the traveller's reminder: the cancel page, with a token. */
export async function cancelLinkOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  const { link } = await theReminderOf(world, traveller);
  assert.ok(link, 'the reminder has no link');
  const address = new URL(link);
  assert.equal(address.pathname, '/billing/cancel-trial');
  assert.ok(address.searchParams.get('token'), 'the cancel link carries no token');
  return link;
}

/** The token of the cancel link in the traveller's reminder. */
export async function cancelTokenOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  return new URL(await cancelLinkOf(world, traveller)).searchParams.get('token')!;
}

/** Following the link: the cancel page's one button, without signing in. */
export async function cancelWithLink(world: TravelWorld, token: string): Promise<HttpAnswer> {
  return ask(world, '/api/subscription/cancel-by-link', { method: 'POST', body: { token } });
}
