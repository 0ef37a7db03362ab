import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import generatorPlanEn from './en/generator-plan.json';
import generatorPlanEs from './es/generator-plan.json';
import workoutsEn from './en/workouts.json';
import workoutsEs from './es/workouts.json';

/** Copy of the Pro generator's plans: the workouts' own texts plus the display title (spec 2 §3). */
export const generatorPlanMessages: Record<Locale, Messages> = {
  en: { ...workoutsEn, ...generatorPlanEn },
  es: { ...workoutsEs, ...generatorPlanEs },
};
