import { workoutMessages } from '../../../../contracts/i18n/workout-messages';
import type { Locale } from '../../../../contracts/sdui';
import type { Workout, WorkoutExercise } from '../../../../contracts/workouts';
import { FormatjsTranslator } from '../../../shared/i18n';
import type { Exercise } from '../domain/exercise';
import type { PlanMessage, PlannedExercise, WorkoutPlan } from '../domain/workout-plan';

/** Formats the plan's own texts (title, safety notes); its catalogue is static, checked by the i18n tests. */
const messages = new FormatjsTranslator(workoutMessages);
const formatted = (message: PlanMessage, locale: Locale): string => messages.t(locale, message.id, message.values);

/** Reps or seconds as the spec's text (`45 seconds`, `10 reps per side`), in English so runners can parse it. */
export function repsOrTime(move: Pick<PlannedExercise, 'unit' | 'value' | 'perSide'>): string {
  const noun = move.unit === 'seconds' ? (move.value === 1 ? 'second' : 'seconds') : move.value === 1 ? 'rep' : 'reps';
  return `${move.value} ${noun}${move.perSide ? ' per side' : ''}`;
}

/**
 * A planned workout as clients use it (spec 2 §3 "Workout as used on screen",
 * "Quick and free workouts"): texts in one language, blocks flattened across
 * warm-up, main blocks and cool-down, each move with its instructions and tips
 * from the catalogue.
 */
export function toWorkout(plan: WorkoutPlan, catalogue: ReadonlyMap<string, Exercise>, locale: Locale): Workout {
  const blocks = plan.blocks.flatMap((block) =>
    block.exercises.map((move): WorkoutExercise => {
      const exercise = catalogue.get(move.exerciseId);
      return {
        id: move.exerciseId,
        animationId: move.exerciseId,
        name: move.name[locale],
        section: block.kind,
        group: block.name[locale],
        bodyPart: move.bodyPart,
        equipment: move.equipment,
        sets: move.sets,
        reps_or_time: repsOrTime(move),
        unit: move.unit,
        value: move.value,
        perSide: move.perSide,
        work_sec: move.workSecondsPerSet,
        rest_between_sets_sec: move.restBetweenSetsSeconds,
        rest_sec: move.restAfterSeconds,
        instructions: exercise ? [...exercise.instructions[locale]] : [],
        tips: exercise ? exercise.tips[locale].join(' ') : '',
        // No direct media address is known here; clients ask for the demo by `animationId`.
        gifUrl: null,
        ...(exercise ? { pattern: exercise.pattern, difficulty: exercise.difficulty, tempo_sec_per_rep: exercise.secondsPerRep } : {}),
      };
    }),
  );
  return {
    title: formatted(plan.title, locale),
    total_minutes: Math.max(1, Math.round(plan.totalPlannedSeconds / 60)),
    longevityBoosting: plan.longevity,
    safety_notes: plan.safetyNotes.map((note) => formatted(note, locale)),
    level: plan.effectiveLevel,
    place: plan.place,
    locale,
    blocks,
  };
}

/** The catalogue by id, for `toWorkout`. */
export function catalogueById(exercises: readonly Exercise[]): ReadonlyMap<string, Exercise> {
  return new Map(exercises.map((exercise) => [exercise.id, exercise]));
}
