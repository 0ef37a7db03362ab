import type { Locale } from '../../../../contracts/sdui';
import type { DueChallenge } from '../domain/recurring-challenges';
import type { ChallengeText } from './ports/recurring-challenges.port';

/** Formats a message of the challenge texts catalogue (contracts/i18n/…/challenge-texts.json) in a language. */
export type Translate = (locale: Locale, key: string, values: Record<string, string | number>) => string;

const LAST_DAY_MS = 24 * 60 * 60 * 1000;

/** The period as the title names it, in UTC as the periods run: "Nov 23 – 29" / "23–29 nov", "December 2026" / "diciembre de 2026". */
function periodName(due: DueChallenge, locale: Locale): string {
  const { start, end } = due.period;
  if (due.every === 'week') {
    const days = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
    return days.formatRange(start, new Date(end.getTime() - LAST_DAY_MS));
  }
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(start);
}

/** The title and description of a recurring challenge in one language: its kind, its period and its target. */
export function recurringChallengeText(translate: Translate, due: DueChallenge, locale: Locale): ChallengeText {
  const values = { period: periodName(due, locale), target: due.targetValue };
  return {
    title: translate(locale, `challenge-texts.${due.recurrence}.title`, values),
    description: translate(locale, `challenge-texts.${due.recurrence}.description`, values),
  };
}
