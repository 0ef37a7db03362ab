import { describe, expect, it } from 'vitest';
import { WORKOUT_PLACES as PLACES } from '../../../../contracts/workouts';
import { DIFFICULTY_BANDS, ExerciseSchema, LEVELS, levelRank, type Category, type MovementPattern } from '../domain/exercise';
import { suitsPlace } from '../domain/place-rules';
import { COACHING, PROGRESSIONS } from './catalogue/coaching';
import { PLACE_RULES, obeysPlaceRule } from '../domain/place-rules';
import { EXERCISE_ALIASES } from './exercise-aliases';
import { EXERCISES } from './exercises';

/** Spec 2 §3 "Exercise media catalogue entry": the catalogue ids seen. */
const SPEC_CATALOGUE_IDS = [
  'kneeling-push-up',
  'push-up',
  'bodyweight-squat',
  'split-jump-squat',
  'plank',
  'bird-dog',
  'dead-bug',
  'glute-bridge',
  'pvc-hip-hinge',
  'band-seated-row',
  'band-standing-press',
  'calf-raise-with-band',
  'wall-sit',
  'travel-stretch',
];

/** Spec 2 §3: workout exercise ids that map to catalogue ids. */
const SPEC_WORKOUT_IDS = [
  'pushup-basic',
  'squat-bodyweight',
  'band-row',
  'band-press',
  'plank-front',
  'bird-dog',
  'dead-bug',
  'calf-raise',
  'wall-sit',
  'travel-stretch',
  'hip-hinge',
  'glute-bridge',
  'warmup-mobility',
  'split-squat-hold',
];

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));

describe('the exercise catalogue', () => {
  it('holds at least 40 moves with unique ids, each valid against ExerciseSchema', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(40);
    expect(byId.size).toBe(EXERCISES.length);
    for (const exercise of EXERCISES) {
      const parsed = ExerciseSchema.safeParse(exercise);
      expect(parsed.success, `${exercise.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('includes every catalogue id the spec names', () => {
    for (const id of SPEC_CATALOGUE_IDS) expect(byId.has(id), id).toBe(true);
  });

  it('maps every workout id the spec names to an exercise in the catalogue', () => {
    expect(Object.keys(EXERCISE_ALIASES).sort()).toEqual([...SPEC_WORKOUT_IDS].sort());
    expect(EXERCISE_ALIASES['pushup-basic']).toBe('push-up');
    expect(EXERCISE_ALIASES['squat-bodyweight']).toBe('bodyweight-squat');
    for (const [alias, target] of Object.entries(EXERCISE_ALIASES)) expect(byId.has(target), `${alias} → ${target}`).toBe(true);
  });

  it('lists each move only for places whose rules it obeys (no floor at the gate, no jumps in a hotel room, seated in transit)', () => {
    for (const exercise of EXERCISES) {
      for (const place of exercise.places) expect(obeysPlaceRule(exercise, place), `${exercise.id} @ ${place}`).toBe(true);
    }
    expect(PLACE_RULES.in_transit.postures).toEqual(['seated']);
  });

  it('offers dumbbell moves only at home or the gym (spec 2 §4)', () => {
    for (const exercise of EXERCISES.filter((e) => e.equipment === 'dumbbell')) {
      expect(
        exercise.places.every((place) => place === 'home' || place === 'gym'),
        exercise.id,
      ).toBe(true);
    }
  });

  it('has seated, standing-only, mobility and balance moves, and band and dumbbell variants', () => {
    const count = (predicate: (e: (typeof EXERCISES)[number]) => boolean) => EXERCISES.filter(predicate).length;
    expect(count((e) => e.posture === 'seated' && e.places.includes('in_transit'))).toBeGreaterThanOrEqual(10);
    expect(count((e) => e.posture === 'standing' && e.places.includes('airport'))).toBeGreaterThanOrEqual(15);
    expect(count((e) => e.category === 'mobility')).toBeGreaterThanOrEqual(6);
    expect(count((e) => e.category === 'balance')).toBeGreaterThanOrEqual(3);
    expect(count((e) => e.equipment === 'band')).toBeGreaterThanOrEqual(6);
    expect(count((e) => e.equipment === 'dumbbell')).toBeGreaterThanOrEqual(4);
  });

  it('gives every place and level, with bodyweight alone, a warm-up, main moves and a cool-down', () => {
    for (const place of PLACES) {
      for (const level of LEVELS) {
        const usable = EXERCISES.filter(
          (e) => e.equipment === 'none' && e.places.includes(place) && levelRank(e.level) <= levelRank(level),
        );
        const has = (category: Category) => usable.some((e) => e.category === category);
        expect(has('warmup') || has('mobility'), `${place}/${level} warm-up`).toBe(true);
        expect(has('strength') && has('core'), `${place}/${level} main`).toBe(true);
        expect(has('cooldown'), `${place}/${level} cool-down`).toBe(true);
      }
    }
  });

  it('times every cool-down move, so the planner can fit the cool-down to the second', () => {
    for (const exercise of EXERCISES.filter((e) => e.category === 'cooldown')) {
      expect(exercise.prescription.unit, exercise.id).toBe('seconds');
    }
  });

  it('writes instructions and tips in English and Spanish, not copies of one another', () => {
    for (const exercise of EXERCISES) {
      expect(exercise.instructions.en.length, exercise.id).toBeGreaterThanOrEqual(3);
      exercise.instructions.en.forEach((line, index) => expect(exercise.instructions.es[index], exercise.id).not.toBe(line));
      exercise.tips.en.forEach((line, index) => expect(exercise.tips.es[index], exercise.id).not.toBe(line));
    }
  });

  it('gives every row of the coaching table a move', () => {
    for (const id of Object.keys(COACHING)) expect(byId.has(id), id).toBe(true);
  });

  it('links progressions both ways, each step no easier and in the same family of patterns', () => {
    const family = (pattern: MovementPattern) => (pattern === 'lunge' ? 'squat' : pattern);
    for (const chain of PROGRESSIONS) {
      chain.forEach((id, i) => {
        const exercise = byId.get(id)!;
        const harder = chain[i + 1];
        expect(exercise.harder, id).toBe(harder);
        expect(exercise.easier, id).toBe(chain[i - 1]);
        if (!harder) return;
        const next = byId.get(harder)!;
        expect(next.difficulty, `${id} → ${harder}`).toBeGreaterThanOrEqual(exercise.difficulty);
        expect(family(next.pattern), `${id} → ${harder}`).toBe(family(exercise.pattern));
      });
    }
    expect(PROGRESSIONS[0]).toEqual([
      'wall-push-up',
      'kneeling-push-up',
      'incline-push-up',
      'push-up',
      'decline-push-up',
      'archer-push-up',
    ]);
  });

  it('gives a hotel room, with bodyweight alone and no jumps, a push, a squat or lunge, a hinge and a core move at every level', () => {
    const patterns: readonly (readonly MovementPattern[])[] = [['push'], ['squat', 'lunge'], ['hinge'], ['core']];
    for (const level of LEVELS) {
      const band = DIFFICULTY_BANDS[level];
      const usable = EXERCISES.filter(
        (e) =>
          e.equipment === 'none' &&
          !e.noisy &&
          suitsPlace(e, 'hotel_room') &&
          e.category !== 'cardio' &&
          e.difficulty >= band.min &&
          e.difficulty <= band.max,
      );
      for (const wanted of patterns) {
        // Every difficulty of the band; 5 is the top of a progression, which not every pattern has.
        for (let difficulty = band.min; difficulty <= Math.min(band.max, 4); difficulty += 1) {
          const found = usable.some((e) => wanted.includes(e.pattern) && e.difficulty === difficulty);
          expect(found, `${level}: ${wanted.join('/')} at difficulty ${difficulty}`).toBe(true);
        }
      }
    }
  });
});
