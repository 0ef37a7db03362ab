import { LocaleSchema, type Locale } from '../../../../contracts/sdui';
import type { EquipmentKind, GeneratedPlan, WorkoutGoal, WorkoutPlace } from '../../../../contracts/workouts';
import { EXERCISES } from '../data/exercises';
import type { Level } from '../domain/exercise';
import { planWorkout } from '../domain/plan-workout';
import { catalogueById } from './generated-workout.mapper';
import { toPlayerPlan, type GeneratedPlanParts } from './generator/generated-plan';
import { exerciseCountFor, promisedMinutes, runnerSeconds } from './generator/runner-timeline';
import { sizePlan } from './generator/size-plan';
import { toPlannerInput } from './plan-request';

/**
 * One session of a travel plan as the plans module asks for it (structurally
 * its `SessionRequest`; declared here so workouts never imports plans).
 */
export interface PlanSessionRequest {
  place: WorkoutPlace;
  minutes: number;
  level: Level;
  goal: WorkoutGoal;
  equipment: readonly EquipmentKind[];
  quiet: boolean;
  noSweat: boolean;
  /** The day after a long-haul arrival: planned as a low-energy day (less work, easier moves, no jumps). */
  lighter: boolean;
  volumeShift: number;
  seed: string;
}

/** A plan session's workout: the generator's plan shape, with no generation record until it is run. */
export type PlanSessionWorkout = Omit<GeneratedPlan, 'generationId'>;

/**
 * Below 10 minutes (a seated routine in flight, a light day of 10 minutes
 * made lighter) a session is a warm-up move and one main move: on the
 * generator's runner (3 × 45 s sets, GENERATOR_TIMING) that is 5 min 40 s to
 * 6 min 10 s by level, where its three-exercise minimum is 8 min 45 s to
 * 9 min 45 s, over a short session's minutes.
 */
export const SHORT_SESSION_BELOW_MINUTES = 10;
export const SHORT_SESSION_EXERCISES = 2;

const catalogue = catalogueById(EXERCISES);

export const exercisesForSession = (minutes: number, level: Level): number =>
  minutes < SHORT_SESSION_BELOW_MINUTES ? SHORT_SESSION_EXERCISES : exerciseCountFor(minutes, level);

/**
 * Designs one plan session with the local engine over the catalogue, sized
 * for the generator's player as `POST /api/generate-plan` is (`sizePlan` to
 * the count whose runner time is closest to the minutes, the minutes the
 * runner really takes promised): pure, the same request giving the same
 * workout. The catalogue has bodyweight moves for every place a plan uses, so
 * a failure here is a catalogue bug, thrown rather than answered.
 */
export function designPlanSession(request: PlanSessionRequest, locale: Locale): PlanSessionWorkout {
  return toPlayerPlan(designedParts(request), catalogue, locale);
}

/**
 * The same session in every language the app speaks, the engine run once:
 * a stored travel plan holds each language (ADR 0040), and the engine's work
 * does not depend on the language, only its texts do.
 */
export function designPlanSessionInEvery(request: PlanSessionRequest): Readonly<Record<Locale, PlanSessionWorkout>> {
  const parts = designedParts(request);
  return Object.fromEntries(LocaleSchema.options.map((locale) => [locale, toPlayerPlan(parts, catalogue, locale)])) as Record<
    Locale,
    PlanSessionWorkout
  >;
}

function designedParts(request: PlanSessionRequest): GeneratedPlanParts {
  const input = toPlannerInput({
    minutes: request.minutes,
    place: request.place,
    level: request.level,
    goal: request.goal,
    equipment: request.equipment,
    energy: request.lighter ? 'low' : 'normal',
    volumeShift: request.volumeShift,
    quiet: request.quiet,
    noSweat: request.noSweat,
    seed: request.seed,
  });
  const planned = planWorkout(input, EXERCISES);
  if (!planned.ok) throw new Error(`No plan session for ${JSON.stringify(input)}: ${planned.code}`);

  const plan = planned.value;
  const blocks = sizePlan(plan, exercisesForSession(request.minutes, request.level));
  const count = blocks.reduce((sum, block) => sum + block.exercises.length, 0);
  const durationMinutes = promisedMinutes(request.minutes, runnerSeconds(count, request.level));
  return { plan, blocks, intensity: request.level, durationMinutes };
}
