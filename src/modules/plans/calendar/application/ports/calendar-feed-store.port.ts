import type { Locale } from '../../../../../../contracts/sdui';

/** A traveller's calendar feed as stored: never its token, only the token's hash. */
export interface StoredCalendarFeed {
  userId: string;
  /** The language of the request that made the link: the feed is written in it. */
  locale: Locale;
  createdAt: Date;
}

/**
 * The private calendar links (`plan_calendar_feeds`): at most one per
 * traveller. `replace` swaps the hash in one statement, so from the moment it
 * returns the previous token finds nothing, whoever else is reading; `revoke`
 * is idempotent.
 */
export interface CalendarFeedStore {
  replace(feed: StoredCalendarFeed & { tokenHash: string }): Promise<void>;
  revoke(userId: string): Promise<void>;
  ofTraveller(userId: string): Promise<StoredCalendarFeed | null>;
  /** The live feed whose token has this hash; null when none (never made, replaced or revoked). */
  byTokenHash(tokenHash: string): Promise<StoredCalendarFeed | null>;
}
