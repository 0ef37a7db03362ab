import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import generatorPlanEn from '../../../../contracts/i18n/en/generator-plan.json';
import generatorPlanEs from '../../../../contracts/i18n/es/generator-plan.json';
import type { Locale } from '../../../../contracts/sdui/envelope.schema';
import { bareTitle } from '../../../../contracts/workouts/display-title';
import type { Workout } from '../../../../contracts/workouts/workouts.schemas';

const cache = createIntlCache();
const intls: Record<Locale, IntlShape> = {
  en: createIntl({ locale: 'en', messages: generatorPlanEn }, cache),
  es: createIntl({ locale: 'es', messages: generatorPlanEs }, cache),
};

/**
 * Spec 2 §3 "Workout display title": '{total_minutes}-Minute {title}',
 * without a leading "Travel Reset" or a minute count of its own, and 'Hotel
 * Room Full Body Workout' when nothing is left. Written in the workout's own
 * language, as its other texts are, in the generator's format
 * (`generator-plan.display-title`), so both read alike.
 */
export function displayTitle(workout: Pick<Workout, 'title' | 'total_minutes' | 'locale'>): string {
  const intl = intls[workout.locale];
  const title = bareTitle(workout.title) || intl.formatMessage({ id: 'generator-plan.default-title' });
  return intl.formatMessage({ id: 'generator-plan.display-title' }, { minutes: workout.total_minutes, title });
}
