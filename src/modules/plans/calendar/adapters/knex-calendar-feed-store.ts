import type { Knex } from 'knex';
import type { Locale } from '../../../../../contracts/sdui';
import type { CalendarFeedStore, StoredCalendarFeed } from '../application/ports/calendar-feed-store.port';

interface FeedRow {
  user_id: string;
  locale: Locale;
  created_at: Date;
}

const toFeed = (row: FeedRow): StoredCalendarFeed => ({ userId: row.user_id, locale: row.locale, createdAt: row.created_at });

/** `plan_calendar_feeds` (migrations 202611280900, 202611280920): one row per traveller, keyed by user, the token's hash unique. */
export class KnexCalendarFeedStore implements CalendarFeedStore {
  constructor(private readonly knex: Knex) {}

  async replace({ userId, tokenHash, locale, createdAt }: StoredCalendarFeed & { tokenHash: string }): Promise<void> {
    await this.knex('plan_calendar_feeds')
      .insert({ user_id: userId, token_hash: tokenHash, locale, created_at: createdAt })
      .onConflict('user_id')
      .merge(['token_hash', 'locale', 'created_at']);
  }

  async revoke(userId: string): Promise<void> {
    await this.knex('plan_calendar_feeds').where({ user_id: userId }).delete();
  }

  async ofTraveller(userId: string): Promise<StoredCalendarFeed | null> {
    const row = await this.knex('plan_calendar_feeds').where({ user_id: userId }).first<FeedRow | undefined>('user_id', 'locale', 'created_at');
    return row ? toFeed(row) : null;
  }

  async byTokenHash(tokenHash: string): Promise<StoredCalendarFeed | null> {
    const row = await this.knex('plan_calendar_feeds')
      .where({ token_hash: tokenHash })
      .first<FeedRow | undefined>('user_id', 'locale', 'created_at');
    return row ? toFeed(row) : null;
  }
}
