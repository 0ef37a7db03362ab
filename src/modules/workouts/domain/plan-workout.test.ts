import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../data/exercises';
import type { Exercise } from './exercise';
import { planWorkout } from './plan-workout';
import { findPlanViolations } from './plan-violations';
import type { PlannerInput } from './planner-input';
import { planExercises, type WorkoutPlan } from './workout-plan';

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));
const exerciseOf = (id: string): Exercise => byId.get(id)!;

/** The generator's defaults (spec 2 §2): 20 minutes, intermediate, hotel room, normal feeling, 7 h sleep. */
const anInput = (overrides: Partial<PlannerInput> = {}): PlannerInput => ({
  minutes: 20,
  level: 'intermediate',
  equipment: [],
  place: 'hotel_room',
  energy: 'normal',
  stress: 'low',
  sleepHours: 7,
  soreness: 'none',
  goal: 'general_fitness',
  seed: 'example',
  ...overrides,
});

const planOf = (input: PlannerInput): WorkoutPlan => {
  const result = planWorkout(input, EXERCISES);
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

const mainItems = (plan: WorkoutPlan) => plan.blocks.filter((block) => block.kind === 'main').flatMap((block) => block.exercises);

describe('planWorkout, by example', () => {
  it('plans the default 20-minute hotel room workout: warm-up, main blocks, cool-down, in both languages', () => {
    const plan = planOf(anInput());
    expect(plan.title).toEqual({ id: 'workouts.plan.title', values: { place: 'hotel_room', goal: 'general_fitness' } });
    const kinds = plan.blocks.map((block) => block.kind);
    expect(kinds[0]).toBe('warmup');
    expect(kinds.slice(1, -1).every((kind) => kind === 'main')).toBe(true);
    expect(kinds[kinds.length - 1]).toBe('cooldown');
    expect(Math.abs(plan.totalPlannedSeconds - 1200)).toBeLessThanOrEqual(120);
    expect(plan.longevity).toBe(true);
    expect(plan.scaling).toEqual({ volumeFactor: 1, reasons: [] });
    for (const item of planExercises(plan)) {
      expect(item.name.en).not.toBe('');
      expect(item.name.es).not.toBe('');
      expect(exerciseOf(item.exerciseId).noisy).toBe(false);
    }
    expect(plan.safetyNotes).toEqual([{ id: 'workouts.plan.safety.always' }, { id: 'workouts.plan.safety.place.hotel_room' }]);
  });

  it('doses the main block by level and goal: reps from the catalogue at intermediate, rests by goal', () => {
    const plan = planOf(anInput());
    for (const item of mainItems(plan)) {
      const prescription = exerciseOf(item.exerciseId).prescription;
      expect(item.unit).toBe(prescription.unit);
      expect(item.value).toBe(prescription.value);
      expect(item.perSide).toBe(prescription.perSide);
      expect(item.restAfterSeconds).toBe(30);
      if (item.sets > 1) expect(item.restBetweenSetsSeconds).toBe(20);
    }
    const strength = mainItems(planOf(anInput({ goal: 'strength', level: 'advanced', minutes: 30 })));
    expect(strength.map((item) => item.restAfterSeconds)).toContain(40);
    expect(Math.max(...strength.map((item) => item.sets))).toBe(4);
    expect(Math.max(...mainItems(planOf(anInput({ level: 'beginner' }))).map((item) => item.sets))).toBe(2);
  });

  it('opens a 30-minute advanced strength workout in a hotel room with a hard push, squat, hinge and core move', () => {
    const plan = planOf(anInput({ goal: 'strength', level: 'advanced', energy: 'high', minutes: 30 }));
    const opening = mainItems(plan)
      .slice(0, 4)
      .map((item) => exerciseOf(item.exerciseId));
    expect(opening.map((exercise) => exercise.pattern)).toEqual(['push', expect.stringMatching(/^(squat|lunge)$/), 'hinge', 'core']);
    for (const exercise of opening) expect(exercise.difficulty, exercise.id).toBeGreaterThanOrEqual(3);
  });

  it('times a per-side rep set as two halves from the move’s tempo, rounded to 5 s', () => {
    const plan = planOf(anInput({ goal: 'strength', level: 'advanced', minutes: 30 }));
    const perSide = mainItems(plan).find((item) => item.perSide && item.unit === 'reps')!;
    const exercise = exerciseOf(perSide.exerciseId);
    expect(perSide.workSecondsPerSet).toBe(2 * Math.round((perSide.value * exercise.secondsPerRep) / 5) * 5);
  });

  it('keeps an airport gate workout off the floor, quiet and sweat-free', () => {
    for (const seed of ['a', 'b', 'c']) {
      for (const item of planExercises(planOf(anInput({ place: 'airport', seed })))) {
        const exercise = exerciseOf(item.exerciseId);
        expect([exercise.needsFloor, exercise.noisy, exercise.sweaty]).toEqual([false, false, false]);
      }
    }
  });

  it('leaves the warm-up’s moves out of a short main block while it has others: a 10-minute gate workout', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const plan = planOf(anInput({ minutes: 10, place: 'airport', level, seed }));
        const warmedUp = new Set(plan.blocks[0]?.exercises.map((item) => item.exerciseId));
        const again = mainItems(plan).filter((item) => warmedUp.has(item.exerciseId));
        expect(
          again.map((item) => item.exerciseId),
          `${level}, seed ${seed}`,
        ).toEqual([]);
      }
    }
  });

  it('plans only seated moves in transit', () => {
    const plan = planOf(anInput({ place: 'in_transit', minutes: 15, seed: 'flight' }));
    expect(plan.title.values).toEqual({ place: 'in_transit', goal: 'general_fitness' });
    expect(new Set(planExercises(plan).map((item) => exerciseOf(item.exerciseId).posture))).toEqual(new Set(['seated']));
    expect(plan.safetyNotes).toContainEqual({ id: 'workouts.plan.safety.place.in_transit' });
  });

  it('uses the band a traveller packed, and never dumbbells at the airport', () => {
    const withBand = planOf(anInput({ equipment: ['band'] }));
    expect(mainItems(withBand).some((item) => item.equipment === 'band')).toBe(true);
    const airport = planOf(anInput({ place: 'airport', equipment: ['dumbbell'] }));
    expect(planExercises(airport).some((item) => item.equipment === 'dumbbell')).toBe(false);
    const bodyweight = planOf(anInput({ place: 'gym' }));
    expect(planExercises(bodyweight).every((item) => item.equipment === 'none')).toBe(true);
  });

  it('lets jumps into a home workout but never into a hotel room', () => {
    const noisyAtHome = ['a', 'b', 'c', 'd', 'e', 'f'].some((seed) =>
      planExercises(planOf(anInput({ place: 'home', level: 'advanced', goal: 'weight_loss', seed }))).some(
        (item) => exerciseOf(item.exerciseId).noisy,
      ),
    );
    expect(noisyAtHome).toBe(true);
    const noisyInHotel = ['a', 'b', 'c', 'd', 'e', 'f'].some((seed) =>
      planExercises(planOf(anInput({ level: 'advanced', goal: 'weight_loss', seed }))).some((item) => exerciseOf(item.exerciseId).noisy),
    );
    expect(noisyInHotel).toBe(false);
  });

  it('makes a much lighter plan after a 4-hour night, with high stress, low energy and severe soreness', () => {
    const fresh = planOf(anInput({ level: 'advanced', place: 'home' }));
    const wrecked = planOf(anInput({ level: 'advanced', place: 'home', energy: 'low', sleepHours: 4, stress: 'high', soreness: 'severe' }));
    expect(wrecked.scaling).toEqual({
      volumeFactor: 0.5,
      reasons: ['low-energy', 'short-sleep', 'high-stress', 'soreness'],
    });
    expect(wrecked.effectiveLevel).toBe('beginner');
    expect(fresh.effectiveLevel).toBe('advanced');
    for (const item of mainItems(wrecked)) {
      const prescription = exerciseOf(item.exerciseId).prescription;
      // An advanced general-fitness block has 3 sets; scaled down, 2.
      expect(item.sets).toBeLessThanOrEqual(2);
      expect(item.value).toBeLessThan(prescription.value);
      expect(item.restAfterSeconds).toBe(45);
      expect(exerciseOf(item.exerciseId).difficulty).toBeLessThanOrEqual(2);
    }
    expect(wrecked.safetyNotes.map((note) => note.id)).toEqual([
      'workouts.plan.safety.always',
      'workouts.plan.safety.place.home',
      'workouts.plan.safety.reason.low-energy',
      'workouts.plan.safety.reason.short-sleep',
      'workouts.plan.safety.reason.high-stress',
      'workouts.plan.safety.reason.soreness',
    ]);
  });

  it('takes a volume step as 10 % more reps and holds in the main block, within the time asked', () => {
    const moves = (input: PlannerInput) => mainItems(planOf(input)).map((item) => [item.exerciseId, item.unit, item.value] as const);
    const plain = new Map(moves(anInput({ level: 'beginner' })).map(([id, unit, value]) => [id, { unit, value }]));
    const stepped = moves(anInput({ level: 'beginner', volumeShift: 1 })).filter(([id]) => plain.has(id));
    expect(stepped.length).toBeGreaterThan(0);
    for (const [id, unit, value] of stepped) {
      const before = plain.get(id)!;
      expect(unit).toBe(before.unit);
      expect(value, id).toBeGreaterThanOrEqual(before.value);
    }
    expect(stepped.some(([id, , value]) => value > plain.get(id)!.value)).toBe(true);
    const plan = planOf(anInput({ level: 'beginner', volumeShift: 1 }));
    expect(Math.abs(plan.totalPlannedSeconds - 20 * 60)).toBeLessThanOrEqual(0.1 * 20 * 60);
  });

  it('takes no step up on a day the traveller is tired, sore, stressed or short of sleep, but still eases', () => {
    for (const tired of [{ energy: 'low' }, { soreness: 'mild' }, { stress: 'high' }, { sleepHours: 5 }] as const) {
      const day = anInput({ ...tired, seed: 'tired-day' });
      expect(planOf({ ...day, difficultyShift: 1, volumeShift: 1 })).toEqual(planOf(day));
      expect(planOf({ ...day, difficultyShift: -1 })).not.toEqual(planOf(day));
    }
  });

  it('moves the difficulty band by the shift the traveller’s progress will feed', () => {
    const hardest = (input: PlannerInput) => Math.max(...mainItems(planOf(input)).map((item) => exerciseOf(item.exerciseId).difficulty));
    expect(hardest(anInput({ level: 'beginner', goal: 'strength' }))).toBeLessThanOrEqual(2);
    expect(hardest(anInput({ level: 'beginner', goal: 'strength', difficultyShift: 1 }))).toBe(3);
    expect(hardest(anInput({ level: 'advanced', goal: 'strength', difficultyShift: -2 }))).toBeLessThanOrEqual(3);
  });

  it('adds a little volume on a high-energy day', () => {
    const plan = planOf(anInput({ energy: 'high' }));
    expect(plan.scaling.volumeFactor).toBeGreaterThan(1);
    expect(plan.effectiveLevel).toBe('intermediate');
  });

  it('fits a 5-minute meeting break and an hour at the gym', () => {
    const short = planOf(anInput({ minutes: 5, place: 'office' }));
    expect(Math.abs(short.totalPlannedSeconds - 300)).toBeLessThanOrEqual(30);
    expect(mainItems(short).length).toBeGreaterThanOrEqual(1);
    const long = planOf(anInput({ minutes: 60, place: 'gym', equipment: ['band', 'dumbbell'] }));
    expect(Math.abs(long.totalPlannedSeconds - 3600)).toBeLessThanOrEqual(360);
    expect(new Set(mainItems(long).map((item) => item.exerciseId)).size).toBeGreaterThanOrEqual(10);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(planOf(anInput({ seed: 'same' }))).toEqual(planOf(anInput({ seed: 'same' })));
    const ids = (seed: string) => planExercises(planOf(anInput({ seed }))).map((item) => item.exerciseId);
    expect(ids('monday')).not.toEqual(ids('tuesday'));
  });

  it('fails with workouts.no-suitable-exercises when the catalogue cannot fill a warm-up, main block or cool-down', () => {
    expect(planWorkout(anInput(), [])).toEqual({ ok: false, code: 'workouts.no-suitable-exercises' });
    const withoutCooldown = EXERCISES.filter((exercise) => exercise.category !== 'cooldown');
    expect(planWorkout(anInput(), withoutCooldown)).toEqual({ ok: false, code: 'workouts.no-suitable-exercises' });
  });
});

describe('findPlanViolations (the gate a model-made plan must pass)', () => {
  const input = anInput();
  const plan = planOf(input);
  const withItem = (change: (item: WorkoutPlan['blocks'][number]['exercises'][number]) => void): WorkoutPlan => {
    const copy = structuredClone(plan);
    const first = copy.blocks.find((block) => block.kind === 'main')!.exercises[0]!;
    change(first);
    return copy;
  };

  it('finds nothing wrong with a local plan', () => {
    expect(findPlanViolations(plan, input, EXERCISES)).toEqual([]);
  });

  it('rejects a jump in a hotel room, an unknown move and equipment the traveller lacks', () => {
    expect(
      findPlanViolations(
        withItem((item) => (item.exerciseId = 'burpee')),
        input,
        EXERCISES,
      ),
    ).toContain('burpee:unsuited-to-place');
    expect(
      findPlanViolations(
        withItem((item) => (item.exerciseId = 'moonwalk')),
        input,
        EXERCISES,
      ),
    ).toContain('moonwalk:unknown-exercise');
    expect(
      findPlanViolations(
        withItem((item) => (item.exerciseId = 'band-bicep-curl')),
        input,
        EXERCISES,
      ),
    ).toContain('band-bicep-curl:equipment-not-allowed');
  });

  it('rejects a plan far from the minutes asked, wrong arithmetic or a false longevity flag', () => {
    const long = withItem((item) => {
      item.sets = 5;
      item.workSecondsPerSet = 120;
      item.plannedSeconds = 5 * 120 + 4 * item.restBetweenSetsSeconds + item.restAfterSeconds;
    });
    long.totalPlannedSeconds = planExercises(long).reduce((sum, item) => sum + item.plannedSeconds, 0);
    expect(findPlanViolations(long, input, EXERCISES)).toEqual(['total-out-of-range']);
    expect(
      findPlanViolations(
        withItem((item) => (item.plannedSeconds += 1)),
        input,
        EXERCISES,
      ),
    ).toEqual(expect.arrayContaining(['total-not-the-sum', `${mainItems(plan)[0]!.exerciseId}:time-not-the-sum`]));
    expect(findPlanViolations({ ...plan, longevity: !plan.longevity }, input, EXERCISES)).toEqual(['longevity-flag-wrong']);
  });
});
