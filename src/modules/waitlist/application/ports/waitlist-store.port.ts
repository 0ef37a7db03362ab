import type { GuideRequested } from '../../domain/guide-requested.event';

/** The `waitlist_entries` table (spec 1 §3 "Waitlist entry"). */
export interface WaitlistStore {
  /**
   * Adds `email` unless the list already holds it (compared case-insensitively;
   * concurrent sign-ups of one address leave one row), and records `event`,
   * when given, in the same transaction: the guide's e-mail goes out only if
   * the sign-up committed.
   */
  join(email: string, event: GuideRequested | undefined): Promise<void>;
}
