import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import workoutsEn from './en/workouts.json';
import workoutsEs from './es/workouts.json';

/**
 * Copy of the workouts the server plans (titles, safety notes): the planner
 * names messages, and the server formats them in the traveller's language.
 */
export const workoutMessages: Record<Locale, Messages> = { en: workoutsEn, es: workoutsEs };
