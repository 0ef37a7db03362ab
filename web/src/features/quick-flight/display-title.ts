import type { IntlShape } from 'react-intl';
import { bareTitle } from '../../../../contracts/workouts/display-title';
import type { Workout } from '../../../../contracts/workouts/workouts.schemas';

/**
 * Spec 2 §3 "Workout display title": '{total_minutes}-Minute {title}' in the
 * page's language, without a leading "Travel Reset" or a minute count of its
 * own, and 'Hotel Room Full Body Workout' when nothing is left. The format is
 * the generator's (`generator-plan.display-title`), so both read alike.
 */
export function displayTitle(workout: Pick<Workout, 'title' | 'total_minutes'>, intl: IntlShape): string {
  const title = bareTitle(workout.title) || intl.formatMessage({ id: 'generator-plan.default-title' });
  return intl.formatMessage({ id: 'generator-plan.display-title' }, { minutes: workout.total_minutes, title });
}
