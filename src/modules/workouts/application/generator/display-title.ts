import { bareTitle } from '../../../../../contracts/workouts/display-title';

/**
 * '{total_minutes}-Minute {title}' in the traveller's language, with the
 * default title ('Hotel Room Full Body Workout') when the plan's says nothing
 * once cleaned (spec 2 §3 "Workout display title").
 */
export function displayTitle(
  title: string,
  minutes: number,
  t: (key: 'generator-plan.display-title' | 'generator-plan.default-title', values?: Record<string, string | number>) => string,
): string {
  const bare = bareTitle(title) || t('generator-plan.default-title');
  return t('generator-plan.display-title', { minutes, title: bare });
}
