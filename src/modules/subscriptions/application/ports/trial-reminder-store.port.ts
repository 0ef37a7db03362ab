import type { Locale } from '../../../../../contracts/sdui';
import type { PlanId } from '../../../../../contracts/subscriptions';
import type { SubscriptionRecord } from '../../domain/subscription-record';

/** A stored subscription the reminder sweep may have to write to. */
export interface TrialToRemind {
  subscriptionId: string;
  userId: string;
  plan: PlanId | null;
  record: SubscriptionRecord;
}

/** What a cancel link stands for: one subscription, until its trial ends. */
export interface CancelLinkTarget {
  userId: string;
  providerSubId: string;
  trialEnd: Date;
}

/**
 * The reminders sent and their cancel links (`trial_reminders`), and the
 * language each subscriber reads (`subscriber_locales`).
 *
 * Concurrency: `remindOnce` sends at most one reminder per subscription and
 * trial end however many sweeps run at once, in any number of processes; a
 * send that fails leaves no trace, so a later sweep tries again. `useCancelLink`
 * lets a link act once: a second use, even at the same moment, finds it used.
 */
export interface TrialReminderStore {
  /** Trialing, not cancelled subscriptions whose trial ends in (`now`, `until`] and that have no reminder for that trial end yet. */
  trialsEndingBy(now: Date, until: Date): Promise<TrialToRemind[]>;
  /**
   * Records the reminder of `trial` with its cancel link's token hash, and runs
   * `send` before that record is kept: when `send` throws, nothing is kept and
   * the error is thrown. Answers false, without calling `send`, when the
   * reminder was recorded already (by another sweep, even one still running).
   */
  remindOnce(trial: TrialToRemind, cancelTokenHash: string, sentAt: Date, send: () => Promise<void>): Promise<boolean>;
  /**
   * Finds the unused link of `tokenHash` whose trial has not ended at `now` and
   * runs `act` on its target; the link is marked used when `act` answers true,
   * and stays usable otherwise. Answers null, without calling `act`, for an
   * unknown, used or expired link.
   */
  useCancelLink<T>(
    tokenHash: string,
    now: Date,
    act: (target: CancelLinkTarget) => Promise<{ used: boolean; value: T }>,
  ): Promise<T | null>;
  /** Keeps the language `userId` reads the app in (the last trial they started). */
  rememberLocale(userId: string, locale: Locale): Promise<void>;
  /** The language kept for `userId`; English when none was. */
  localeOf(userId: string): Promise<Locale>;
}
