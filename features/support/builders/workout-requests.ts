import { FREE_DEFAULTS } from '../../../contracts/workouts';
import { quickModeBody } from '../../../src/app/testing/builders';

/** What the free wizard sends when the visitor keeps its defaults (spec 1 §9), with the first goal it offers. */
export function wizardDefaults(): Record<string, unknown> {
  return {
    minutes: FREE_DEFAULTS.minutes,
    gender: 'prefer_not_to_say',
    location: 'Hotel room',
    feeling: FREE_DEFAULTS.feeling,
    sleepHours: FREE_DEFAULTS.sleepHours,
    fitnessGoal: 'general_fitness',
    equipment: FREE_DEFAULTS.equipment,
    context: FREE_DEFAULTS.context,
  };
}

/** Where quick mode's situations take place: the context label the app sends, by the scenarios' words. */
const SITUATIONS: Record<string, string> = {
  'waiting at the gate': 'airport',
  'in a taxi': 'taxi',
  'in the hotel room': 'hotel',
  'in a meeting break': 'meeting break',
  'at home': 'home',
  'at the gym': 'gym',
};

export const SITUATION_PATTERN = Object.keys(SITUATIONS).join('|');

/** What quick mode sends (spec 2 §7): beginner, bodyweight, normal energy, stress 2, 7 hours of sleep, no soreness. */
export function quickBody(minutes: number, situation: string): Record<string, unknown> {
  const environment = SITUATIONS[situation];
  if (!environment) throw new Error(`Unknown situation "${situation}": use ${SITUATION_PATTERN}`);
  return quickModeBody(environment, minutes);
}
