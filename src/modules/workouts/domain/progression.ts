import { DEFAULT_TIME_ZONE, isoWeekStartOf } from '../../../shared/kernel/calendar';
import { DIFFICULTY_BANDS, type Level } from './exercise';

/**
 * The traveller's progression (spec 2 §3 `user_progress`; ADR 0035;
 * features/progress/progression.feature): what each finished workout changes,
 * and how far the next plan is moved from the level the traveller chose.
 *
 * The intensity is a step on a short ladder: 0 eased, 1 the level as chosen
 * (the spec's default), 2 and 3 harder. Three easy workouts in a row (done in
 * full, rated 6 or less out of 10, or not rated) raise it one step; an
 * unfinished workout or one rated 9 or 10 lowers it one step at once; a
 * workout rated 7 or 8 keeps it, or lowers it when the recovery trend is poor.
 * Within one ISO week (Monday 00:00 UTC on) it never spans more than one step,
 * whatever the traveller does.
 */

export const INTENSITY = { min: 0, base: 1, max: 3 } as const;
/** Easy workouts in a row that earn one step up. */
export const EASY_RUN_TO_RISE = 3;
/** Ratings of perceived exertion (rpe, 1–10): up to this a full workout was easy; from `HARD_RPE` on it was too hard. */
export const EASY_RPE = 6;
export const HARD_RPE = 9;
/** Below this recovery trend (0–100) the intensity never rises, and a workout rated 7 or 8 lowers it. */
export const POOR_RECOVERY = 50;
/** A workout without a rating counts as this rpe in its load. */
export const UNRATED_RPE = 5;
/** Each reading moves the recovery trend this share of the way. */
const TREND_WEIGHT = 0.3;
/** A night of this many hours or more reads as full recovery (100). */
const RESTED_SLEEP_HOURS = 8;
/** Each volume step adds this share to the main block's reps and holds. */
export const VOLUME_STEP = 0.1;

/** What the traveller has done of one exercise. */
export interface ExerciseMastery {
  /** Workouts it was part of. */
  count: number;
  /** When it was last done (ISO 8601). */
  lastDoneAt: string;
  /** The best completion rate (0–100) of a workout it was part of. */
  bestCompletionRate: number;
}

export interface TrainingProgress {
  /** A whole step from `INTENSITY.min` to `INTENSITY.max`. */
  currentIntensity: number;
  totalWorkouts: number;
  /** Load (minutes × rpe × share done) of the ISO week `week`. */
  weeklyLoad: number;
  /** Load of the ISO week before `week`. */
  lastWeekLoad: number;
  /** Monday (`YYYY-MM-DD`, UTC) of the week of `weeklyLoad`; null before the first workout. */
  week: string | null;
  /** The lowest and highest intensity of `week` (its starting one included). */
  weekLow: number;
  weekHigh: number;
  /** Easy workouts in a row since the intensity last moved. */
  easyRun: number;
  /** 0–100: how well the traveller recovers, a moving average of recovery scores and sleep. */
  recoveryTrend: number;
  exerciseMastery: Readonly<Record<string, ExerciseMastery>>;
}

/** A traveller's progress before their first workout: the spec's defaults. */
export const NEW_PROGRESS: TrainingProgress = {
  currentIntensity: INTENSITY.base,
  totalWorkouts: 0,
  weeklyLoad: 0,
  lastWeekLoad: 0,
  week: null,
  weekLow: INTENSITY.base,
  weekHigh: INTENSITY.base,
  easyRun: 0,
  recoveryTrend: 75,
  exerciseMastery: {},
};

/** What progression needs to know of a finished workout, whichever way it came in. */
export interface SessionFacts {
  userId: string;
  completedAt: Date;
  durationMin: number;
  /** 0–100; absent, the workout was done in full (quick flight's "Mark as Completed"). */
  completionRate?: number | undefined;
  /** Perceived exertion, 1–10. */
  rpe?: number | undefined;
  /** 0–100, from a wearable. */
  recoveryScore?: number | undefined;
  /** Last night's sleep. */
  sleepHours?: number | undefined;
  /** Catalogue ids of the exercises done. */
  exerciseIds: readonly string[];
}

export type SessionVerdict = 'easy' | 'steady' | 'hard';

const DAY_MS = 24 * 60 * 60 * 1000;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The Monday of `instant`'s ISO week (UTC), as `YYYY-MM-DD`: progression's weeks are the allowance's. */
export const isoWeekOf = (instant: Date): string => isoWeekStartOf(instant, DEFAULT_TIME_ZONE);

const weekAfter = (week: string): string => new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);

const completionOf = (facts: Pick<SessionFacts, 'completionRate'>): number => clamp(facts.completionRate ?? 100, 0, 100);

/** Done in full and rated 6 or less (or not rated): easy. Unfinished, or rated 9 or 10: hard. Otherwise steady. */
export function verdictOf(facts: Pick<SessionFacts, 'completionRate' | 'rpe'>): SessionVerdict {
  if (completionOf(facts) < 100 || (facts.rpe ?? 0) >= HARD_RPE) return 'hard';
  return (facts.rpe ?? UNRATED_RPE) <= EASY_RPE ? 'easy' : 'steady';
}

/** The session-RPE load (minutes × rpe), for the share of the workout done. */
export const loadOf = (facts: Pick<SessionFacts, 'durationMin' | 'completionRate' | 'rpe'>): number =>
  round2(facts.durationMin * (completionOf(facts) / 100) * (facts.rpe ?? UNRATED_RPE));

/** A recovery reading: the score when there is one, else the night's sleep against 8 hours; none without either. */
function recoveryReading(facts: Pick<SessionFacts, 'recoveryScore' | 'sleepHours'>): number | undefined {
  if (facts.recoveryScore !== undefined) return clamp(facts.recoveryScore, 0, 100);
  if (facts.sleepHours !== undefined) return clamp((facts.sleepHours / RESTED_SLEEP_HOURS) * 100, 0, 100);
  return undefined;
}

/**
 * Moves the loads into the session's week. A later week starts a new one
 * (last week's load is the one just ended when the weeks are adjacent, else
 * 0) and a new intensity window at the current intensity; a session from the
 * week before (late by a clock or a retry) adds to last week's load.
 */
function withLoad(progress: TrainingProgress, week: string, load: number): TrainingProgress {
  if (progress.week === null || week > progress.week) {
    const adjacent = progress.week !== null && weekAfter(progress.week) === week;
    return {
      ...progress,
      week,
      weeklyLoad: load,
      lastWeekLoad: adjacent ? progress.weeklyLoad : 0,
      weekLow: progress.currentIntensity,
      weekHigh: progress.currentIntensity,
    };
  }
  if (week === progress.week) return { ...progress, weeklyLoad: round2(progress.weeklyLoad + load) };
  if (weekAfter(week) === progress.week) return { ...progress, lastWeekLoad: round2(progress.lastWeekLoad + load) };
  return progress;
}

/** Where the verdict would take the intensity, before the week's window is applied. */
function wantedIntensity(progress: TrainingProgress, verdict: SessionVerdict, easyRun: number): number {
  const poor = progress.recoveryTrend < POOR_RECOVERY;
  const wanted =
    verdict === 'hard'
      ? progress.currentIntensity - 1
      : verdict === 'steady'
        ? progress.currentIntensity - (poor ? 1 : 0)
        : progress.currentIntensity + (easyRun >= EASY_RUN_TO_RISE && !poor ? 1 : 0);
  return clamp(wanted, INTENSITY.min, INTENSITY.max);
}

/**
 * The progress after one more finished workout. Pure: the adapter applies it
 * under a lock on the traveller's row, so parallel workouts are applied one
 * after the other.
 */
export function applySession(before: TrainingProgress, facts: SessionFacts): TrainingProgress {
  const verdict = verdictOf(facts);
  const reading = recoveryReading(facts);
  const progress = {
    ...withLoad(before, isoWeekOf(facts.completedAt), loadOf(facts)),
    totalWorkouts: before.totalWorkouts + 1,
    recoveryTrend:
      reading === undefined ? before.recoveryTrend : round2((1 - TREND_WEIGHT) * before.recoveryTrend + TREND_WEIGHT * reading),
    exerciseMastery: withMastery(before.exerciseMastery, facts),
  };
  const easyRun = verdict === 'easy' ? Math.min(progress.easyRun + 1, EASY_RUN_TO_RISE) : 0;
  const wanted = wantedIntensity(progress, verdict, easyRun);
  const low = Math.min(progress.weekLow, wanted);
  const high = Math.max(progress.weekHigh, wanted);
  // A move that would make this week span two steps waits: an earned rise is taken next week.
  if (wanted === progress.currentIntensity || high - low > 1) return { ...progress, easyRun };
  return { ...progress, currentIntensity: wanted, weekLow: low, weekHigh: high, easyRun: 0 };
}

function withMastery(mastery: TrainingProgress['exerciseMastery'], facts: SessionFacts): Record<string, ExerciseMastery> {
  const next = { ...mastery };
  const doneAt = facts.completedAt.toISOString();
  const rate = completionOf(facts);
  for (const id of new Set(facts.exerciseIds)) {
    const known = next[id];
    next[id] = known
      ? {
          count: known.count + 1,
          lastDoneAt: known.lastDoneAt > doneAt ? known.lastDoneAt : doneAt,
          bestCompletionRate: Math.max(known.bestCompletionRate, rate),
        }
      : { count: 1, lastDoneAt: doneAt, bestCompletionRate: rate };
  }
  return next;
}

/** How a plan is moved from the chosen level: difficulty steps of the band, and volume steps of `VOLUME_STEP`. */
export interface PlanStep {
  difficultyShift: number;
  volumeShift: number;
}

/**
 * The plan step for a traveller's intensity at the level they chose. Each
 * step from the base is a difficulty step while the difficulty the level aims
 * at (one above its band's floor) stays inside the level's band, else a volume
 * step: a beginner, already at the top of the beginner band, gets more reps
 * and longer holds; intermediate and advanced travellers get harder moves
 * first. So two neighbouring intensities are always exactly one step apart,
 * and the plan never aims at another level's difficulty. Without progress
 * (no workout yet, or an anonymous traveller) the plan is today's.
 */
export function planStepFor(currentIntensity: number | undefined, level: Level): PlanStep {
  const step = clamp(Math.round(currentIntensity ?? INTENSITY.base), INTENSITY.min, INTENSITY.max) - INTENSITY.base;
  const band = DIFFICULTY_BANDS[level];
  const target = Math.min(band.max, band.min + 1);
  const difficultyShift = clamp(step, band.min - target, band.max - target);
  return { difficultyShift, volumeShift: step - difficultyShift };
}
