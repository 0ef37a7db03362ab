import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { AdminAnalyticsReplySchema, type AdminAnalyticsReply } from '../../../contracts/analytics';
import { ProfileReplySchema } from '../../../contracts/accounts';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, lastAnswer, type HttpAnswer } from './http';
import { askAs, identityOf } from './identity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a browser sends for one event (spec 2 §7): the name and the details as a JSON string. */
export async function reportEvent(
  world: TravelWorld,
  traveller: Traveller,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return askAs(world, '/api/analytics', identityOf(traveller), { method: 'POST', body, headers });
}

export const pageView = (path: string) => ({ eventName: 'page_view', eventData: JSON.stringify({ path }) });

/** A JSON object whose text is exactly `bytes` long. */
export function detailsOfSize(bytes: number): string {
  const empty = JSON.stringify({ note: '' });
  return JSON.stringify({ note: 'x'.repeat(bytes - empty.length) });
}

/** The traveller's public id, as the app tells it (a device's, even before its row exists). */
export async function publicIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  const answer = await askAs(world, '/api/profile', identityOf(traveller));
  assert.equal(answer.status, 200, `${traveller.name}'s profile answered ${answer.status}`);
  return ProfileReplySchema.parse(answer.json).id;
}

export interface StoredEvent {
  event_name: string;
  event_data: Record<string, unknown>;
  traveller_id: string | null;
  user_id: string | null;
}

export async function storedEvents(world: TravelWorld, where: Record<string, unknown> = {}): Promise<StoredEvent[]> {
  return world.app!.database('analytics_events').where(where).select('*');
}

/** Waits until the server's own funnel step for a new account is recorded (its event is delivered by the job queue). */
export async function waitForOpenedAccount(world: TravelWorld, traveller: Traveller): Promise<void> {
  const id = await publicIdOf(world, traveller);
  const deadline = Date.now() + 60_000;
  while ((await storedEvents(world, { traveller_id: id, event_name: 'account_opened' })).length === 0) {
    assert.ok(Date.now() < deadline, `${traveller.name}'s new account was never counted`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Events written straight into the table, as if recorded that many days before the server's now. */
export async function seedEvents(
  world: TravelWorld,
  rows: { traveller: string; event: string; details: string; daysAgo: number }[],
): Promise<void> {
  const ids = new Map<string, string>();
  const now = world.app!.clock.now().getTime();
  await world.app!.database('analytics_events').insert(
    rows.map((row) => {
      if (!ids.has(row.traveller)) ids.set(row.traveller, randomUUID());
      return {
        event_name: row.event,
        event_data: row.details,
        traveller_id: ids.get(row.traveller),
        created_at: new Date(now - row.daysAgo * DAY_MS),
      };
    }),
  );
}

export async function openReport(world: TravelWorld, token: string | undefined): Promise<HttpAnswer> {
  return ask(world, '/api/admin/analytics', token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

export function report(world: TravelWorld): AdminAnalyticsReply {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `the report answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return AdminAnalyticsReplySchema.parse(answer.json);
}

/** `YYYY-MM-DD` (UTC) of the day that many days before the server's now. */
export function dayAgo(world: TravelWorld, days: number): string {
  return new Date(world.app!.clock.now().getTime() - days * DAY_MS).toISOString().slice(0, 10);
}
