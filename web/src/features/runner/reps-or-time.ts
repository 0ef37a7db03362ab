/**
 * How long the free runner times one set of an exercise, read from the
 * workout's `reps_or_time` text (spec 2 §4 "Free runner: exercise timer from
 * reps_or_time (minutes or seconds parsed; default 30 s)", spec 1 §9).
 *
 * - A time in seconds or minutes is the timer: "30 seconds", "45s", "45 sec",
 *   "1 minute", "1.5 min", "1 min 30 s", "1:30", and the Spanish "30 segundos",
 *   "1 minuto" (workouts are written in the traveller's language). A range
 *   ("30-45 seconds") is timed at its lower end.
 * - A timed move done on each side ("30 seconds each side", "20 s per leg")
 *   gets both sides: the planner counts a per-side set as both sides too, so
 *   the runner keeps the time the workout was planned with.
 * - Anything else — reps ("12 reps", "10 each side"), a bare number, a blank
 *   or missing text, a zero time — is not a time, and the set gets the
 *   default 30 seconds.
 *
 * @see features/workouts/runner.feature (Rule: each exercise is timed from its reps or time)
 */

/** Spec 1 §9: "default exercise length 30 s when the text cannot be parsed". */
export const DEFAULT_EXERCISE_SECONDS = 30;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// Longest spellings first, and no letter after, so "12 sets" or "10 sit-ups" are not seconds.
const MINUTES = String.raw`(?:minutes|minute|minutos|minuto|mins|min)`;
const SECONDS = String.raw`(?:seconds|second|segundos|segundo|secs|sec|segs|seg|s)`;
const END = String.raw`(?![a-záéíóúñ])`;
const UNIT = String.raw`(?:(${MINUTES})|${SECONDS})${END}`;

/** "1:30" */
const CLOCK = /(?<![\d:])(\d{1,2}):([0-5]\d)(?![\d:])/;
/** "1 min 30 s", "1 minute and 30 seconds" */
const MINUTES_AND_SECONDS = new RegExp(String.raw`${NUMBER}\s*${MINUTES}${END}\s*(?:,|and|y)?\s*${NUMBER}\s*${SECONDS}${END}`);
/** "30-45 seconds", "1 to 2 minutes": the unit is written once, after the range. */
const RANGE = new RegExp(String.raw`${NUMBER}\s*(?:-|–|—|to|a)\s*\d+(?:[.,]\d+)?\s*${UNIT}`);
/** "45s", "1 minute", "30 segundos" */
const AMOUNT = new RegExp(String.raw`${NUMBER}\s*${UNIT}`);
const PER_SIDE = /\b(?:each|per|a|every)\s+(?:side|leg|arm)s?\b|\/\s*(?:side|leg|arm)\b|\b(?:por|cada)\s+(?:lado|pierna|brazo)s?\b/;

const toNumber = (text: string): number => Number.parseFloat(text.replace(',', '.'));

/** The time `text` states, in seconds (not rounded); 0 when it states none. */
function statedSeconds(text: string): number {
  const clock = CLOCK.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const both = MINUTES_AND_SECONDS.exec(text);
  if (both) return toNumber(both[1]!) * 60 + toNumber(both[2]!);
  // A range is timed at its lower end: the least the workout asks for.
  const amount = RANGE.exec(text) ?? AMOUNT.exec(text);
  if (amount) return toNumber(amount[1]!) * (amount[2] ? 60 : 1);
  return 0;
}

/**
 * The seconds one set lasts when `repsOrTime` states a time (doubled when it
 * is per side), or `null` when it does not (reps, a bare number, nothing).
 * Whole seconds, at least 1.
 */
export function timedSeconds(repsOrTime: string | null | undefined): number | null {
  if (!repsOrTime) return null;
  const text = repsOrTime.toLowerCase();
  const seconds = Math.round(statedSeconds(text));
  if (seconds < 1) return null;
  return PER_SIDE.test(text) ? seconds * 2 : seconds;
}

/** The timer of one set: the stated time, else the default 30 seconds. */
export const exerciseSeconds = (repsOrTime: string | null | undefined): number => timedSeconds(repsOrTime) ?? DEFAULT_EXERCISE_SECONDS;
