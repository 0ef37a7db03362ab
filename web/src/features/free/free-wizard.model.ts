import { GENDERS, type Gender } from '../../../../contracts/accounts/accounts.schemas';
import {
  DUMBBELL_CONTEXTS,
  FREE_CONTEXTS,
  FREE_DEFAULTS,
  FREE_FEELINGS,
  FREE_GOALS,
  FREE_MINUTES,
  FREE_SLEEP_HOURS,
  type EquipmentKind,
  type FreeContext,
  type FreeGenerateBody,
  type FreeGoal,
  type FreeMinutes,
} from '../../../../contracts/workouts/workouts.schemas';

/**
 * The free wizard's rules (spec 1 §2 "Free workout", §9; spec 2 §4 "Free
 * workout"), pure, so they are tested without a screen:
 * - three steps: 1 duration and goal, 2 gender, energy and sleep, 3 place and
 *   equipment; Generate exists on step 3 only;
 * - defaults: 20 minutes, general fitness, normal energy, 7 hours of sleep, a
 *   hotel room, no equipment (gender: prefer not to say);
 * - dumbbells are offered only at home or the gym; moving to a place without
 *   them while dumbbells are chosen sets equipment back to none (a band or
 *   nothing is kept, and home ↔ gym keeps the dumbbells: both offer them).
 *
 * The choices and defaults come from the contract, where the server checks them.
 */

export const WIZARD_STEPS = [1, 2, 3] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP: WizardStep = 3;

export type Feeling = (typeof FREE_FEELINGS)[number];

export interface WizardAnswers {
  minutes: FreeMinutes;
  goal: FreeGoal;
  gender: Gender;
  feeling: Feeling;
  sleepHours: number;
  context: FreeContext;
  equipment: EquipmentKind;
}

export interface WizardState extends WizardAnswers {
  step: WizardStep;
}

export const FREE_GENDERS = GENDERS;
export { FREE_CONTEXTS, FREE_FEELINGS, FREE_GOALS, FREE_MINUTES, FREE_SLEEP_HOURS };

export const INITIAL_WIZARD: WizardState = {
  step: 1,
  minutes: FREE_DEFAULTS.minutes,
  goal: FREE_GOALS[0],
  gender: 'prefer_not_to_say',
  feeling: FREE_DEFAULTS.feeling,
  sleepHours: FREE_DEFAULTS.sleepHours,
  context: FREE_DEFAULTS.context,
  equipment: FREE_DEFAULTS.equipment,
};

/** Equipment offered at `context`: dumbbells only where `DUMBBELL_CONTEXTS` says. */
export function equipmentChoices(context: FreeContext): EquipmentKind[] {
  return DUMBBELL_CONTEXTS.includes(context) ? ['none', 'band', 'dumbbell'] : ['none', 'band'];
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'minutes'; value: FreeMinutes }
  | { type: 'goal'; value: FreeGoal }
  | { type: 'gender'; value: Gender }
  | { type: 'feeling'; value: Feeling }
  | { type: 'sleepHours'; value: number }
  | { type: 'context'; value: FreeContext }
  | { type: 'equipment'; value: EquipmentKind };

const clampSleep = (hours: number): number => Math.min(FREE_SLEEP_HOURS.max, Math.max(FREE_SLEEP_HOURS.min, Math.round(hours)));

/** The wizard after `action`; a choice the current place does not offer is ignored. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return { ...state, step: state.step < LAST_STEP ? ((state.step + 1) as WizardStep) : state.step };
    case 'back':
      return { ...state, step: state.step > 1 ? ((state.step - 1) as WizardStep) : state.step };
    case 'minutes':
      return { ...state, minutes: action.value };
    case 'goal':
      return { ...state, goal: action.value };
    case 'gender':
      return { ...state, gender: action.value };
    case 'feeling':
      return { ...state, feeling: action.value };
    case 'sleepHours':
      return Number.isFinite(action.value) ? { ...state, sleepHours: clampSleep(action.value) } : state;
    case 'context': {
      const offered = equipmentChoices(action.value);
      return { ...state, context: action.value, equipment: offered.includes(state.equipment) ? state.equipment : 'none' };
    }
    case 'equipment':
      return equipmentChoices(state.context).includes(action.value) ? { ...state, equipment: action.value } : state;
  }
}

/** Generate is offered on the last step only. */
export const canGenerate = (state: WizardState): boolean => state.step === LAST_STEP;

/** The body of `POST /api/free/generate` for these answers and this browser's device. */
export function toFreeGenerateBody(answers: WizardAnswers, deviceId: string): FreeGenerateBody {
  return {
    minutes: answers.minutes,
    fitnessGoal: answers.goal,
    gender: answers.gender,
    feeling: answers.feeling,
    sleepHours: answers.sleepHours,
    context: answers.context,
    equipment: answers.equipment,
    deviceId,
  };
}
