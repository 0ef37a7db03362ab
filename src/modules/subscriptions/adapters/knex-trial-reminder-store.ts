import type { Knex } from 'knex';
import type { Locale } from '../../../../contracts/sdui';
import type { CancelLinkTarget, TrialReminderStore, TrialToRemind } from '../application/ports/trial-reminder-store.port';
import { recordOfRow, type SubscriptionRow } from './subscription-row';

const toTrial = (row: SubscriptionRow): TrialToRemind => ({
  subscriptionId: row.id,
  userId: row.user_id,
  plan: row.plan_id,
  record: recordOfRow(row),
});

/** `trial_reminders` and `subscriber_locales` (migration 202611250100). */
export class KnexTrialReminderStore implements TrialReminderStore {
  constructor(private readonly knex: Knex) {}

  async trialsEndingBy(now: Date, until: Date): Promise<TrialToRemind[]> {
    const rows = await this.knex('subscriptions as s')
      .where('s.status', 'trialing')
      .andWhere('s.cancel_at_period_end', false)
      .andWhere('s.trial_end', '>', now)
      .andWhere('s.trial_end', '<=', until)
      .whereNotExists(this.knex('trial_reminders as r').select(1).whereRaw('r.subscription_id = s.id and r.trial_end = s.trial_end'))
      .orderBy('s.trial_end')
      .select<SubscriptionRow[]>('s.*');
    return rows.map(toTrial);
  }

  /**
   * The insert and the mail share one transaction. A sweep running at the same
   * time waits on the unique index until this one ends: it then finds the row
   * (and sends nothing), or, if this send failed and rolled back, inserts and
   * sends itself.
   */
  async remindOnce(trial: TrialToRemind, cancelTokenHash: string, sentAt: Date, send: () => Promise<void>): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const inserted = await trx('trial_reminders')
        .insert({
          subscription_id: trial.subscriptionId,
          trial_end: trial.record.trialEnd,
          cancel_token_hash: cancelTokenHash,
          sent_at: sentAt,
        })
        .onConflict(['subscription_id', 'trial_end'])
        .ignore()
        .returning<{ id: string }[]>('id');
      if (inserted.length === 0) return false;
      await send();
      return true;
    });
  }

  /** The link's row stays locked while `act` runs, so a second click waits and then finds it used. */
  async useCancelLink<T>(
    tokenHash: string,
    now: Date,
    act: (target: CancelLinkTarget) => Promise<{ used: boolean; value: T }>,
  ): Promise<T | null> {
    return this.knex.transaction(async (trx) => {
      const row = await trx('trial_reminders as r')
        .join('subscriptions as s', 's.id', 'r.subscription_id')
        .where({ 'r.cancel_token_hash': tokenHash })
        .whereNull('r.cancel_link_used_at')
        .andWhere('r.trial_end', '>', now)
        .forUpdate('r')
        .first<{ id: string; user_id: string; provider_sub_id: string; trial_end: Date } | undefined>(
          'r.id',
          's.user_id',
          's.provider_sub_id',
          'r.trial_end',
        );
      if (!row) return null;
      const { used, value } = await act({ userId: row.user_id, providerSubId: row.provider_sub_id, trialEnd: row.trial_end });
      if (used) await trx('trial_reminders').where({ id: row.id }).update({ cancel_link_used_at: now });
      return value;
    });
  }

  async rememberLocale(userId: string, locale: Locale): Promise<void> {
    await this.knex('subscriber_locales')
      .insert({ user_id: userId, locale, updated_at: this.knex.fn.now() })
      .onConflict('user_id')
      .merge(['locale', 'updated_at']);
  }

  async localeOf(userId: string): Promise<Locale> {
    const row = await this.knex('subscriber_locales').where({ user_id: userId }).first<{ locale: Locale } | undefined>('locale');
    return row?.locale ?? 'en';
  }
}
