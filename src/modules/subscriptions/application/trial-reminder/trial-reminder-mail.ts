import { mailMessages } from '../../../../../contracts/i18n/mail-messages';
import type { Locale } from '../../../../../contracts/sdui';
import type { MailMessage } from '../../../accounts';
import { FormatjsTranslator } from '../../../../shared/i18n';

const messages = new FormatjsTranslator(mailMessages);

export interface TrialReminderMailInput {
  to: string;
  locale: Locale;
  /** What the first charge will be, from the plan catalogue. */
  amountCents: number;
  currency: string;
  interval: 'month' | 'year';
  /** When the trial ends and the first charge is taken. */
  chargeAt: Date;
  /** The one-click cancel link. */
  cancelLink: string;
}

/** An amount as the language writes it, with its currency: `$7.99`, `7,99 US$`. */
export function formatAmount(locale: Locale, cents: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/**
 * The charge's date and time as the language writes them, in UTC and saying so:
 * the traveller's time zone is unknown, and an e-mail read on another continent
 * must not move the charge to another day without saying.
 */
export function formatChargeDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** The reminder 24 hours before a trial ends (DECISIONS.md "Trial reminder"): the amount, the date and the one-click cancel link. */
export function trialReminderMail(input: TrialReminderMailInput): MailMessage {
  const { locale } = input;
  const date = formatChargeDate(locale, input.chargeAt);
  const amount = formatAmount(locale, input.amountCents, input.currency);
  const t = (key: string, values?: Record<string, string>) => messages.t(locale, `reminder.mail.${key}`, values);
  return {
    to: input.to,
    subject: t('subject'),
    link: input.cancelLink,
    text:
      [
        t('ends', { date }),
        t('charge', { amount, date, interval: input.interval }),
        t('keep'),
        `${t('cancel')}\n${input.cancelLink}`,
        t('link-note'),
      ].join('\n\n') + '\n',
  };
}
