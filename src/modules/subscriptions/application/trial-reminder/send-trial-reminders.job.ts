import type { Mailer } from '../../../accounts';
import type { Clock, ScheduledJob } from '../../../../shared/kernel';
import { cancelTrialLink, REMINDER_LEAD_MS, reminderDue } from '../../domain/trial-reminder';
import type { BillingSettings } from '../billing-settings';
import type { TrialReminderStore, TrialToRemind } from '../ports/trial-reminder-store.port';
import type { EmailDirectory } from '../trial-request';
import { issueCancelToken } from './cancel-link-token';
import { trialReminderMail } from './trial-reminder-mail';

/** The reminder sweep's queue; its schedule makes one job a minute, whatever the number of processes. */
export const TRIAL_REMINDER_QUEUE = 'subscriptions.send-trial-reminders';

/** Where the sweep reports a reminder it could not send (the app's pino logger fits). */
export interface SweepLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TrialReminderSweep extends ScheduledJob {
  /** What `run` does, for tests that run it now: sends every reminder due at the app clock's now, answers how many this run sent. */
  sweep(): Promise<number>;
}

/**
 * The trial reminder (DECISIONS.md "Trial reminder", ADR 0026): every minute,
 * each trial that ends within 24 hours, was not cancelled and has no reminder
 * yet gets one e-mail in the traveller's language with the amount of the first
 * charge, its date and a one-click cancel link. Time comes from the app's
 * clock (not the database's), so moving the clock past "trial end − 24 h" is
 * enough for the next run to send it.
 *
 * Exactly once per trial: the reminder's row and the mail share a transaction
 * keyed by subscription and trial end, so a concurrent run sends nothing and a
 * failed mail leaves no row (the next minute tries again). A crash after the
 * mail left but before the commit may send it twice; nothing else can.
 */
export function sendTrialReminders(deps: {
  store: TrialReminderStore;
  emails: EmailDirectory;
  mailer: Mailer;
  clock: Clock;
  settings: Pick<BillingSettings, 'plans' | 'priceIds' | 'publicOrigin'>;
  logger: SweepLog;
}): TrialReminderSweep {
  const { store, emails, mailer, clock, settings, logger } = deps;

  /** The plan the first charge is for: the one chosen at checkout, else the one of the provider's price. */
  const planOf = (trial: TrialToRemind) => {
    const id =
      trial.plan ??
      (Object.keys(settings.priceIds) as (keyof typeof settings.priceIds)[]).find(
        (plan) => settings.priceIds[plan] === trial.record.planPriceId,
      );
    return settings.plans.find((plan) => plan.id === id);
  };

  async function remind(trial: TrialToRemind, now: Date): Promise<boolean> {
    const plan = planOf(trial);
    const to = await emails.emailOf(trial.userId);
    if (!plan || !to || !trial.record.trialEnd) {
      logger.warn(
        { subscriptionId: trial.subscriptionId, plan: plan?.id ?? null, hasEmail: Boolean(to) },
        'trial reminder not sent: no plan or no e-mail',
      );
      return false;
    }
    const { token, hash } = issueCancelToken();
    const mail = trialReminderMail({
      to,
      locale: await store.localeOf(trial.userId),
      amountCents: plan.amountCents,
      currency: plan.currency,
      interval: plan.interval,
      chargeAt: trial.record.trialEnd,
      cancelLink: cancelTrialLink(settings.publicOrigin, token),
    });
    return store.remindOnce(trial, hash, now, () => mailer.send(mail));
  }

  async function sweep(): Promise<number> {
    const now = clock.now();
    const due = (await store.trialsEndingBy(now, new Date(now.getTime() + REMINDER_LEAD_MS))).filter((trial) =>
      reminderDue(trial.record, now),
    );
    let sent = 0;
    for (const trial of due) {
      try {
        if (await remind(trial, now)) sent += 1;
      } catch (err) {
        // One failed mail must not hold back the others; its trial has no row, so the next run retries it.
        logger.error({ err, subscriptionId: trial.subscriptionId }, 'trial reminder failed; the next run retries it');
      }
    }
    return sent;
  }

  return {
    queue: TRIAL_REMINDER_QUEUE,
    cron: '* * * * *',
    sweep,
    async run() {
      await sweep();
    },
  };
}
