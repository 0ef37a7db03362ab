import type { Locale } from '../../../../../contracts/sdui';
import type { PlanCalendarTexts } from '../domain/plan-calendar';

type Translate = (locale: Locale, key: string, values?: Record<string, string | number>) => string;

/** The feed's words in one language, from the `plan-calendar` catalogue (contracts/i18n). */
export function planCalendarTexts(t: Translate, locale: Locale): PlanCalendarTexts {
  return {
    name: () => t(locale, 'plan-calendar.name'),
    description: () => t(locale, 'plan-calendar.description'),
    summary: (title, minutes) => t(locale, 'plan-calendar.event.summary', { title, minutes }),
    where: (slot, place, minutes) =>
      t(locale, 'plan-calendar.event.where', { slot: slot === 'in-flight' ? 'flight' : slot, place, minutes }),
    lighter: () => t(locale, 'plan-calendar.event.lighter'),
    exercise: ({ name, sets, seconds, reps, perSide }) =>
      reps === null
        ? t(locale, 'plan-calendar.event.exercise-timed', { name, sets, seconds, perSide: perSide ? 'yes' : 'no' })
        : t(locale, 'plan-calendar.event.exercise-reps', { name, sets, reps, perSide: perSide ? 'yes' : 'no' }),
    run: (url) => t(locale, 'plan-calendar.event.run', { url }),
  };
}
