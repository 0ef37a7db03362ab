import type { PlanPreferences, TravelPlan } from '../../../../../contracts/plans';
import type { Locale } from '../../../../../contracts/sdui';
import type { DomainEvent } from '../../../../shared/kernel';

/** Preferences as stored: the home city by id. */
export type StoredPreferences = Omit<PlanPreferences, 'homeCity'> & { homeCityId: string | null };

/** The same plan in every language the app speaks (ADR 0040: built once per language, read by the reader's). */
export type PlansByLocale = Record<Locale, TravelPlan>;

export interface StoredPlan {
  /** In the language asked for. */
  plan: TravelPlan;
  /**
   * Set when a trip changed after the plan was built (a rebuild is queued),
   * else null: an opaque mark, new at each change, handed back to `savePlan`.
   */
  staleMark: string | null;
}

/**
 * A traveller's planning preferences (`plan_preferences`) and stored plan
 * (`travel_plans`, one per traveller).
 */
export interface PlanStore {
  preferencesOf(userId: string): Promise<StoredPreferences | null>;
  savePreferences(userId: string, preferences: StoredPreferences): Promise<void>;
  /** The stored plan in one language: a plan is read far more often than built, and each language is half of it. */
  planOf(userId: string, locale: Locale): Promise<StoredPlan | null>;
  /** The stored plan's `staleMark` alone (null without a plan): what a build starts from, without reading the plan. */
  staleMarkOf(userId: string): Promise<string | null>;
  /**
   * Stores a plan built from the trips as they were when `builtFrom` was
   * read (`staleMarkOf`, null when it was not stale), with `event`
   * recorded in the same transaction. The plan stays stale (and answers
   * true) when a trip changed again meanwhile: its queued rebuild is still due.
   */
  savePlan(userId: string, plans: PlansByLocale, builtFrom: string | null, event?: DomainEvent): Promise<{ stale: boolean }>;
  /** A rebuild that found the traveller no longer Pro leaves the plan as it was, no longer waiting for a rebuild. */
  clearStale(userId: string, builtFrom: string): Promise<void>;
}
