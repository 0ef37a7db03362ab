import { DIFFICULTY_BANDS, type Difficulty, type Level } from './exercise';
import type { Goal, PlannerInput } from './planner-input';
import { VOLUME_STEP } from './progression';
import type { Readiness } from './readiness';

/**
 * How much work a main-block move gets (ADR 0030), by level and goal: sets,
 * a factor on the catalogue's reps and hold times, the rest between sets and
 * after the move, and for density goals a fixed work time per set instead of
 * reps. All times are whole multiples of 5 seconds.
 */
export interface Volume {
  sets: number;
  /** Multiplies the catalogue's reps and hold times. */
  amountFactor: number;
  restBetweenSets: number;
  restAfter: number;
  /** Density work (endurance): every set is this many seconds of work, whatever the move's prescription. */
  timedWork?: number;
}

type Dose = Omit<Volume, 'amountFactor'>;

const AMOUNT_BY_LEVEL: Readonly<Record<Level, number>> = { beginner: 0.8, intermediate: 1, advanced: 1.2 };

const STRENGTH: Readonly<Record<Level, Dose>> = {
  beginner: { sets: 3, restBetweenSets: 30, restAfter: 30 },
  intermediate: { sets: 3, restBetweenSets: 40, restAfter: 40 },
  advanced: { sets: 4, restBetweenSets: 40, restAfter: 40 },
};
const GENERAL: Readonly<Record<Level, Dose>> = {
  beginner: { sets: 2, restBetweenSets: 20, restAfter: 30 },
  intermediate: { sets: 3, restBetweenSets: 20, restAfter: 30 },
  advanced: { sets: 3, restBetweenSets: 20, restAfter: 30 },
};
/** Density: short rests, every set timed. */
const ENDURANCE: Readonly<Record<Level, Dose>> = {
  beginner: { sets: 2, restBetweenSets: 10, restAfter: 15, timedWork: 30 },
  intermediate: { sets: 3, restBetweenSets: 10, restAfter: 15, timedWork: 40 },
  advanced: { sets: 3, restBetweenSets: 10, restAfter: 15, timedWork: 45 },
};
const GENTLE: Readonly<Record<Level, Dose>> = {
  beginner: { sets: 2, restBetweenSets: 10, restAfter: 10 },
  intermediate: { sets: 2, restBetweenSets: 10, restAfter: 10 },
  advanced: { sets: 2, restBetweenSets: 10, restAfter: 10 },
};

const DOSES: Readonly<Record<Goal, Readonly<Record<Level, Dose>>>> = {
  strength: STRENGTH,
  general_fitness: GENERAL,
  weight_loss: GENERAL,
  energy: GENERAL,
  endurance: ENDURANCE,
  mobility: GENTLE,
  recovery: GENTLE,
};

/** In sessions under 10 minutes a long breather would eat the workout. */
const SHORT_SESSION_REST_CAP_SECONDS = 20;

export const roundTo5 = (seconds: number): number => Math.round(seconds / 5) * 5;
/** Rests round up, so any scaling down lengthens them. */
export const ceilTo5 = (seconds: number): number => Math.ceil(seconds / 5 - 1e-9) * 5;

/**
 * A progression shift as it applies today: easing always, a step up only when
 * nothing weighs on the traveller and no sweat is asked (a tired day, or one
 * before a meeting, is no day to push).
 */
const progressionToday = (shift: number | undefined, readiness: Pick<Readiness, 'reasons'>, noSweat: boolean | undefined): number =>
  readiness.reasons.length > 0 || noSweat ? Math.min(0, shift ?? 0) : (shift ?? 0);

/** Density intervals (timed sets, short rests) are the high effort no-sweat mode leaves out: endurance is dosed as general fitness. */
const doseFor = (input: Pick<PlannerInput, 'level' | 'goal' | 'noSweat'>): Dose =>
  (input.noSweat && input.goal === 'endurance' ? GENERAL : DOSES[input.goal])[input.level];

/**
 * The main-block volume for `input`, scaled by today's readiness (less work,
 * fewer sets, longer rests) and by the traveller's progress (`volumeShift`:
 * `VOLUME_STEP` more or less work a step); no intervals when no sweat is asked.
 */
export function volumeFor(
  input: Pick<PlannerInput, 'level' | 'goal' | 'minutes' | 'volumeShift' | 'noSweat'>,
  readiness: Readiness,
): Volume {
  const dose = doseFor(input);
  const cap = (rest: number) => (input.minutes < 10 ? Math.min(rest, SHORT_SESSION_REST_CAP_SECONDS) : rest);
  const scaledDown = readiness.volumeFactor < 0.85;
  const work = readiness.volumeFactor * (1 + VOLUME_STEP * progressionToday(input.volumeShift, readiness, input.noSweat));
  return {
    sets: scaledDown ? Math.max(1, dose.sets - 1) : dose.sets,
    amountFactor: AMOUNT_BY_LEVEL[input.level] * work,
    restBetweenSets: cap(ceilTo5(dose.restBetweenSets * readiness.restMultiplier)),
    restAfter: cap(ceilTo5(dose.restAfter * readiness.restMultiplier)),
    ...(dose.timedWork ? { timedWork: Math.max(15, roundTo5(dose.timedWork * work)) } : {}),
  };
}

export interface DifficultyBand {
  min: Difficulty;
  max: Difficulty;
}

const clampDifficulty = (value: number): Difficulty => Math.min(5, Math.max(1, Math.round(value))) as Difficulty;

/**
 * The difficulties a plan draws from: the band of today's effective level
 * (the asked level, lowered by low energy, short sleep, stress or soreness),
 * moved by `difficultyShift`, the step the traveller's progress
 * (`user_progress`, `planStepFor`) feeds; a step up only on a day nothing
 * weighs on the traveller and no sweat is asked. Moves under `min` are used only where the place
 * has nothing in the band.
 */
export function difficultyBand(
  input: Pick<PlannerInput, 'difficultyShift' | 'noSweat'>,
  readiness: Pick<Readiness, 'effectiveLevel' | 'reasons'>,
): DifficultyBand {
  const band = DIFFICULTY_BANDS[readiness.effectiveLevel];
  const shift = progressionToday(input.difficultyShift, readiness, input.noSweat);
  return { min: clampDifficulty(band.min + shift), max: clampDifficulty(band.max + shift) };
}
