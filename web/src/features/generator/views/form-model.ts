import type { Gender } from '../../../../../contracts/accounts/accounts.schemas';
import {
  GENERATOR_DEFAULTS,
  GENERATOR_SLEEP_HOURS,
  type GeneratorLocation,
  type GeneratorMinutes,
  type WorkoutType,
} from '../../../../../contracts/workouts/generator.schemas';
import type { Level } from '../../../../../contracts/workouts/vocabulary';
import type { EnergySchema } from '../../../../../contracts/workouts/workouts.schemas';
import type { GeneratePlanInput } from '../machines/generator-flow.machine';
import type { z } from 'zod';

type Energy = z.infer<typeof EnergySchema>;
export const FEELINGS = ['low', 'normal', 'high'] as const satisfies readonly Energy[];

/** The generator form's answers (spec 2 §2 item 1). */
export interface GeneratorForm {
  minutes: GeneratorMinutes;
  intensity: Level;
  gender: Gender;
  location: GeneratorLocation;
  feeling: Energy;
  sleepHours: number;
  workoutType: WorkoutType | null;
  /** Quiet and no-sweat modes (ADR 0043): off until switched on. */
  quiet: boolean;
  noSweat: boolean;
}

export const INITIAL_FORM: GeneratorForm = { ...GENERATOR_DEFAULTS, workoutType: null, quiet: false, noSweat: false };

/** 3 to 9 hours; 9 reads "9+". */
export const SLEEP_HOURS: readonly number[] = Array.from(
  { length: GENERATOR_SLEEP_HOURS.max - GENERATOR_SLEEP_HOURS.min + 1 },
  (_, i) => GENERATOR_SLEEP_HOURS.min + i,
);

/** Pressing the chosen workout type again clears it. */
export const toggleWorkoutType = (form: GeneratorForm, type: WorkoutType): GeneratorForm => ({
  ...form,
  workoutType: form.workoutType === type ? null : type,
});

/** What the form sends: every answer, the workout type only when chosen, quiet and no sweat only when on. */
export function choicesOf(form: GeneratorForm): GeneratePlanInput {
  const { workoutType, quiet, noSweat, ...rest } = form;
  return { ...rest, ...(workoutType ? { workoutType } : {}), ...(quiet ? { quiet } : {}), ...(noSweat ? { noSweat } : {}) };
}
