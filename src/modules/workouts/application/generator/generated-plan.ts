import { generatorPlanMessages } from '../../../../../contracts/i18n/generator-plan-messages';
import type { Locale } from '../../../../../contracts/sdui';
import { GENERATOR_TIMING, type GeneratedPlan, type PlanItem } from '../../../../../contracts/workouts';
import { FormatjsTranslator } from '../../../../shared/i18n';
import type { Exercise, Level } from '../../domain/exercise';
import type { PlanBlock, PlannedExercise, WorkoutPlan } from '../../domain/workout-plan';
import { displayTitle } from './display-title';

const messages = new FormatjsTranslator(generatorPlanMessages);

export interface GeneratedPlanParts {
  plan: WorkoutPlan;
  /** The plan's sections cut to the runner's count (`sizePlan`). */
  blocks: PlanBlock[];
  /** The level the runner rests by: the one the traveller chose. */
  intensity: Level;
  durationMinutes: number;
}

/**
 * One exercise as the generator's runner uses it: every set is timed (45 s,
 * 3 sets, GENERATOR_TIMING), the reps shown when the move is counted; no
 * direct media address, the demo is asked for by `animationId`.
 */
function toItem(move: PlannedExercise, catalogue: ReadonlyMap<string, Exercise>, locale: Locale): PlanItem {
  return {
    id: move.exerciseId,
    animationId: move.exerciseId,
    name: move.name[locale],
    sets: GENERATOR_TIMING.setsPerExercise,
    seconds: GENERATOR_TIMING.exerciseSeconds,
    reps: move.unit === 'reps' ? move.value : null,
    perSide: move.perSide,
    bodyPart: move.bodyPart,
    equipment: move.equipment,
    gifUrl: null,
    instructions: [...(catalogue.get(move.exerciseId)?.instructions[locale] ?? [])],
  };
}

/** A plan for the generator's player in the traveller's language (spec 2 §3 "Generated plan", "Workout display title"), before any generation is recorded. */
export function toPlayerPlan(
  parts: GeneratedPlanParts,
  catalogue: ReadonlyMap<string, Exercise>,
  locale: Locale,
): Omit<GeneratedPlan, 'generationId'> {
  const t = (key: string, values?: Record<string, string | number>) => messages.t(locale, key, values);
  const title = t(parts.plan.title.id, parts.plan.title.values);
  return {
    title,
    displayTitle: displayTitle(title, parts.durationMinutes, t),
    durationMinutes: parts.durationMinutes,
    intensity: parts.intensity,
    longevityBoosting: parts.plan.longevity,
    blocks: parts.blocks.map((block) => ({
      name: block.name[locale],
      items: block.exercises.map((move) => toItem(move, catalogue, locale)),
    })),
  };
}

/** `POST /api/generate-plan`'s answer: the player's plan and the generation record a completion will name. */
export function toGeneratedPlan(
  parts: GeneratedPlanParts & { generationId: string },
  catalogue: ReadonlyMap<string, Exercise>,
  locale: Locale,
): GeneratedPlan {
  return { ...toPlayerPlan(parts, catalogue, locale), generationId: parts.generationId };
}
