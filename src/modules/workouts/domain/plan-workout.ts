import { fail, ok, type Result } from '../../../shared/kernel';
import type { Category, Equipment, Exercise, MovementPattern, Place } from './exercise';
import { capForModes, suitsModes } from './modes';
import { suitsPlace } from './place-rules';
import type { Goal, PlannerInput } from './planner-input';
import { assessReadiness, type Readiness, type ScaleReason } from './readiness';
import { seededRandom, shuffled, type Random } from './seeded-random';
import { difficultyBand, roundTo5, volumeFor, type DifficultyBand, type Volume } from './volume';
import type { PlanBlock, PlanMessage, PlannedExercise, WorkoutPlan } from './workout-plan';

export type PlanWorkoutFailure = 'workouts.no-suitable-exercises';

/** Transition between warm-up and cool-down moves. */
const TRANSITION_SECONDS = 10;
const WARMUP_SHARE = 0.15;
const COOLDOWN_SHARE = 0.12;
/** Below this, nothing useful fits in the main block any more. */
const MIN_MAIN_SLOT_SECONDS = 30;
const MAIN_BLOCK_SIZE = 4;
const MAX_MAIN_EXERCISES = 40;
/** The least weight a main category gets, whatever the goal (cardio excepted). */
const MIN_CATEGORY_WEIGHT = 0.3;

type MainCategory = 'strength' | 'cardio' | 'core' | 'balance' | 'mobility';
const MAIN_CATEGORIES: readonly MainCategory[] = ['strength', 'cardio', 'core', 'balance', 'mobility'];

/** How the main block is drawn for each goal (relative weights per slot). */
const GOAL_WEIGHTS: Readonly<Record<Goal, Partial<Record<MainCategory, number>>>> = {
  general_fitness: { strength: 3, core: 2, cardio: 1, balance: 1, mobility: 0.5 },
  strength: { strength: 5, core: 2, balance: 0.5 },
  endurance: { cardio: 3, strength: 2, core: 1.5, balance: 0.5 },
  weight_loss: { cardio: 3, strength: 3, core: 1 },
  mobility: { mobility: 4, balance: 2, core: 1 },
  energy: { cardio: 2, strength: 2, mobility: 1.5, core: 1 },
  recovery: { mobility: 4, balance: 1.5, core: 1 },
};

/** Goals whose main block is mobility (and the one balance move that earns the longevity flag), nothing else. */
const GENTLE_GOALS: readonly Goal[] = ['mobility', 'recovery'];

/**
 * What a coach puts in every strength or general-fitness session of 20
 * minutes or more, in this order: a push, a squat or lunge, a hinge and core
 * (each where the place has one).
 */
export const FOUNDATION_PATTERNS: readonly (readonly MovementPattern[])[] = [['push'], ['squat', 'lunge'], ['hinge'], ['core']];
export const FOUNDATION_GOALS: readonly Goal[] = ['strength', 'general_fitness'];
export const FOUNDATION_MIN_MINUTES = 20;
/** How far over its even share a foundation move may go to get a second set. */
const FOUNDATION_STRETCH = 1.3;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * Designs a workout from the traveller's situation, with no I/O and no clock:
 * the same input (seed included) always gives the same plan.
 *
 * Guarantees, proved by property tests over random inputs:
 * - the planned time (work, rests and transitions) is within 10% of the minutes
 *   asked; the cool-down absorbs what is left, so it is in fact within seconds;
 * - only moves whose equipment the traveller has (bodyweight always) and that
 *   suit the place (`suitsPlace`: no floor at the airport, no jumps in a hotel
 *   room, seated only in transit);
 * - low energy, short sleep, high stress or soreness make it lighter: fewer reps,
 *   shorter holds, fewer sets, longer rests, no jumps and easier moves;
 * - quiet mode leaves out noisy moves; no-sweat mode leaves out sweaty moves
 *   and caps intensity (one level easier, longer rests, no intervals:
 *   `modes.ts`);
 * - difficulty follows the level's band (`difficultyBand`), volume the level
 *   and goal (`volumeFor`); a strength or general-fitness main block of 20
 *   minutes or more covers the `FOUNDATION_PATTERNS`;
 * - every time (work, halves of per-side work, rests) is a multiple of 5 s, and
 *   rep sets are timed from each move's tempo;
 * - `longevity` is set exactly when the plan holds mobility and balance work.
 *
 * Fails only when the catalogue has nothing for a warm-up, main block or
 * cool-down under these constraints.
 */
export function planWorkout(input: PlannerInput, catalogue: readonly Exercise[]): Result<WorkoutPlan, PlanWorkoutFailure> {
  const random = seededRandom(input.seed);
  const readiness = capForModes(assessReadiness(input), input);
  const band = difficultyBand(input, readiness);
  const pools = suitablePools(catalogue, input, readiness, band);
  const hasMain = MAIN_CATEGORIES.some((category) => pools[category].length > 0);
  if (pools.warmup.length + pools.mobility.length === 0 || pools.cooldown.length === 0 || !hasMain) {
    return fail('workouts.no-suitable-exercises');
  }

  const target = input.minutes * 60;
  const warmup = planWarmUp(pools.warmup, pools.mobility, clamp(Math.round(target * WARMUP_SHARE), 45, 300), random);
  const warmSeconds = sumSeconds(warmup);
  const coolReserve = clamp(Math.round(target * COOLDOWN_SHARE), 40, 240);
  const warmedUp = new Set(warmup.map((item) => item.exerciseId));
  const main = new MainBlockPlanner(input, readiness, volumeFor(input, readiness), band, pools, warmedUp, random).fill(
    target - warmSeconds - coolReserve,
  );
  if (main.length === 0) return fail('workouts.no-suitable-exercises');
  const cooldown = planCoolDown(pools.cooldown, target - warmSeconds - sumSeconds(main), random);

  const blocks: PlanBlock[] = [
    { kind: 'warmup', name: { en: 'Warm-up', es: 'Calentamiento' }, exercises: warmup },
    ...mainBlocks(main),
    { kind: 'cooldown', name: { en: 'Cool-down', es: 'Vuelta a la calma' }, exercises: cooldown },
  ];
  const all = [...warmup, ...main, ...cooldown];
  const categories = new Set(all.map((exercise) => exercise.category));
  return ok({
    title: titleFor(input.place, input.goal),
    minutes: input.minutes,
    totalPlannedSeconds: sumSeconds(all),
    level: input.level,
    effectiveLevel: readiness.effectiveLevel,
    place: input.place,
    blocks,
    longevity: categories.has('mobility') && categories.has('balance'),
    scaling: { volumeFactor: readiness.volumeFactor, reasons: readiness.reasons },
    safetyNotes: safetyNotesFor(input.place, readiness.reasons),
  });
}

/**
 * The catalogue's moves that suit the input, by category. Memoised per catalogue
 * (there are at most a few hundred combinations of place, equipment, level,
 * impact and modes), since filtering is the same work for every plan; the pools are
 * never mutated, so the plan does not depend on the cache.
 */
const poolCache = new WeakMap<readonly Exercise[], Map<string, Readonly<Record<Category, readonly Exercise[]>>>>();

function suitablePools(
  catalogue: readonly Exercise[],
  input: PlannerInput,
  readiness: Readiness,
  band: DifficultyBand,
): Readonly<Record<Category, readonly Exercise[]>> {
  const allowed = new Set<Equipment>(['none', ...input.equipment]);
  const key = [input.place, band.max, readiness.lowImpactOnly, !!input.quiet, !!input.noSweat, ...[...allowed].sort()].join('|');
  let byKey = poolCache.get(catalogue);
  if (!byKey) {
    byKey = new Map();
    poolCache.set(catalogue, byKey);
  }
  const cached = byKey.get(key);
  if (cached) return cached;
  const usable = catalogue.filter(
    (exercise) =>
      allowed.has(exercise.equipment) &&
      suitsPlace(exercise, input.place) &&
      suitsModes(exercise, input) &&
      exercise.difficulty <= band.max &&
      !(readiness.lowImpactOnly && exercise.noisy),
  );
  const pools = preferActivePostures(groupByCategory(usable), input.place);
  byKey.set(key, pools);
  return pools;
}

function groupByCategory(exercises: readonly Exercise[]): Record<Category, Exercise[]> {
  const pools: Record<Category, Exercise[]> = {
    warmup: [],
    strength: [],
    cardio: [],
    core: [],
    mobility: [],
    balance: [],
    cooldown: [],
  };
  for (const exercise of exercises) pools[exercise.category].push(exercise);
  return pools;
}

/** Where there is room to stand, seated bodyweight moves are kept for when nothing else fits. */
const ROOMY_PLACES: readonly Place[] = ['hotel_room', 'home', 'gym'];

function preferActivePostures(pools: Record<Category, Exercise[]>, place: Place): Record<Category, Exercise[]> {
  if (!ROOMY_PLACES.includes(place)) return pools;
  const preferred = { ...pools };
  for (const category of ['warmup', ...MAIN_CATEGORIES] as const) {
    const active = pools[category].filter((e) => !(e.posture === 'seated' && e.equipment === 'none'));
    if (active.length > 0) preferred[category] = active;
  }
  return preferred;
}

const sumSeconds = (items: readonly PlannedExercise[]): number => items.reduce((sum, item) => sum + item.plannedSeconds, 0);

/** A one-set timed item (warm-up and cool-down moves are done for time, per side when the move is one-sided). */
function timedItem(exercise: Exercise, workSeconds: number, restAfterSeconds: number): PlannedExercise {
  const perSide = exercise.prescription.perSide;
  const value = Math.max(10, roundTo5(perSide ? workSeconds / 2 : workSeconds));
  const work = perSide ? value * 2 : value;
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    category: exercise.category,
    bodyPart: exercise.bodyPart,
    equipment: exercise.equipment,
    sets: 1,
    unit: 'seconds',
    value,
    perSide,
    workSecondsPerSet: work,
    restBetweenSetsSeconds: 0,
    restAfterSeconds,
    plannedSeconds: work + restAfterSeconds,
  };
}

/** Opens with a general warm-up move, then alternates joint mobility and warm-up moves. */
function planWarmUp(warmups: readonly Exercise[], mobility: readonly Exercise[], budget: number, random: Random): PlannedExercise[] {
  const count = clamp(Math.round(budget / 50), 1, 5);
  const general = shuffled(warmups, random);
  const joints = shuffled(mobility, random);
  const order: Exercise[] = [];
  while (order.length < count && (general.length > 0 || joints.length > 0)) {
    const preferJoints = order.length % 2 === 1;
    const next = (preferJoints ? joints.shift() : general.shift()) ?? (preferJoints ? general.shift() : joints.shift());
    if (next) order.push(next);
  }
  const work = Math.max(20, roundTo5((budget - order.length * TRANSITION_SECONDS) / order.length));
  return order.map((exercise) => timedItem(exercise, work, TRANSITION_SECONDS));
}

/**
 * A main-block move at the given volume: reps or holds from the catalogue
 * scaled by `amountFactor`, or density work for `timedWork`. A rep set lasts
 * reps × the move's tempo; per-side work is two equal halves; every time is
 * rounded to 5 s.
 */
function mainItem(exercise: Exercise, sets: number, volume: Volume): PlannedExercise {
  const { perSide } = exercise.prescription;
  const sides = perSide ? 2 : 1;
  let unit = exercise.prescription.unit;
  let value: number;
  let half: number;
  if (volume.timedWork) {
    unit = 'seconds';
    value = Math.max(10, roundTo5(volume.timedWork / sides));
    half = value;
  } else if (unit === 'reps') {
    value = Math.max(1, Math.round(exercise.prescription.value * volume.amountFactor));
    half = Math.max(5, roundTo5(value * exercise.secondsPerRep));
  } else {
    value = Math.max(10, roundTo5(exercise.prescription.value * volume.amountFactor));
    half = value;
  }
  const work = half * sides;
  const restBetween = sets > 1 ? volume.restBetweenSets : 0;
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    category: exercise.category,
    bodyPart: exercise.bodyPart,
    equipment: exercise.equipment,
    sets,
    unit,
    value,
    perSide,
    workSecondsPerSet: work,
    restBetweenSetsSeconds: restBetween,
    restAfterSeconds: volume.restAfter,
    plannedSeconds: sets * work + (sets - 1) * restBetween + volume.restAfter,
  };
}

function categoryWeights(goal: Goal, volumeFactor: number): Partial<Record<MainCategory, number>> {
  const weights = { ...GOAL_WEIGHTS[goal] };
  if (GENTLE_GOALS.includes(goal)) return { mobility: 1 };
  if (volumeFactor < 1) {
    // A tired body gets more mobility and balance, less cardio.
    weights.mobility = (weights.mobility ?? 0) + 1.5;
    weights.balance = (weights.balance ?? 0) + 0.5;
    weights.cardio = (weights.cardio ?? 0) * 0.5;
  }
  return weights;
}

/**
 * Fills the main blocks slot by slot. A strength or general-fitness session of
 * 20 minutes or more opens with the foundation patterns, each given an even
 * share of the time left so all of them fit. Then each slot is a category
 * drawn by the goal's weights and the next unused move of that category
 * (moves in the difficulty band before easier ones, band or dumbbell moves
 * first, not the body part just worked, the warm-up's moves last), with as many sets as fit. Categories
 * whose moves are all used wait until the others are used too; then moves
 * repeat in a new round.
 */
class MainBlockPlanner {
  private readonly weighted: MainCategory[];
  private readonly weights: Record<MainCategory, number>;
  private readonly queues: Record<MainCategory, Exercise[]> = { strength: [], cardio: [], core: [], balance: [], mobility: [] };
  private readonly rounds: Record<MainCategory, number> = { strength: -1, cardio: -1, core: -1, balance: -1, mobility: -1 };
  private readonly chosen: PlannedExercise[] = [];
  private readonly foundation: (readonly MovementPattern[])[];

  constructor(
    input: PlannerInput,
    readiness: Readiness,
    private readonly volume: Volume,
    private readonly band: DifficultyBand,
    private readonly pools: Readonly<Record<Category, readonly Exercise[]>>,
    /** The warm-up's moves: done again in the main block only when nothing else of their kind is left. */
    private readonly warmedUp: ReadonlySet<string>,
    private readonly random: Random,
  ) {
    const available = MAIN_CATEGORIES.filter((category) => pools[category].length > 0);
    const goalWeights = categoryWeights(input.goal, readiness.volumeFactor);
    const gentle = GENTLE_GOALS.includes(input.goal);
    // Every category but cardio keeps a little weight, so that a narrow goal in a narrow place still varies.
    this.weights = { strength: 0, cardio: 0, core: 0, balance: 0, mobility: 0 };
    for (const category of MAIN_CATEGORIES) {
      const least = gentle || category === 'cardio' ? 0 : MIN_CATEGORY_WEIGHT;
      this.weights[category] = Math.max(goalWeights[category] ?? 0, least);
    }
    const weighted = available.filter((category) => this.weights[category] > 0);
    this.weighted = weighted.length > 0 ? weighted : available;
    for (const category of available) this.refill(category);
    const wantsFoundation = FOUNDATION_GOALS.includes(input.goal) && input.minutes >= FOUNDATION_MIN_MINUTES;
    this.foundation = wantsFoundation ? FOUNDATION_PATTERNS.filter((patterns) => this.candidates(patterns).length > 0) : [];
  }

  fill(budget: number): PlannedExercise[] {
    let used = 0;
    // One more share is kept for the balance move that follows (longevity), when there is one.
    const balanceShare = this.foundation.length > 0 && this.pools.balance.length > 0 ? 1 : 0;
    this.foundation.forEach((patterns, i) => {
      const share = Math.floor((budget - used) / (this.foundation.length - i + balanceShare));
      const item = this.foundationItem(patterns, share);
      if (!item) return;
      this.chosen.push(item);
      used += item.plannedSeconds;
    });
    while (this.chosen.length < MAX_MAIN_EXERCISES) {
      const remaining = budget - used;
      if (remaining < MIN_MAIN_SLOT_SECONDS) break;
      const item = this.nextItem(remaining);
      if (!item) break;
      this.chosen.push(item);
      used += item.plannedSeconds;
    }
    return this.chosen;
  }

  private nextItem(remaining: number): PlannedExercise | undefined {
    const order = this.categoryOrder();
    // Two sets or more if anything fits; a lone set only as the last resort.
    for (const fewest of [2, 1]) {
      for (const category of order) {
        const exercise = this.take(category);
        if (!exercise) continue;
        const item = this.fit(exercise, remaining, Math.min(fewest, this.volume.sets));
        if (item) return item;
        this.queues[category].unshift(exercise);
      }
    }
    return undefined;
  }

  /** The drawn category first, then the other fresh ones, then the rest (plain loops: this runs for every slot). */
  private categoryOrder(): MainCategory[] {
    const categories = this.weighted;
    let freshest = Number.POSITIVE_INFINITY;
    for (const category of categories) freshest = Math.min(freshest, this.staleness(category));
    // Longevity: the move after the opening one(s) is a balance move whenever the place and level allow one.
    const opening = Math.max(1, this.foundation.length);
    const hasBalance = this.chosen.some((item) => item.category === 'balance');
    let wanted: MainCategory | undefined =
      this.chosen.length === opening && this.pools.balance.length > 0 && !hasBalance ? 'balance' : undefined;
    if (!wanted) {
      let total = 0;
      for (const category of categories) if (this.staleness(category) === freshest) total += this.weights[category];
      let roll = this.random.next() * total;
      for (const category of categories) {
        if (this.staleness(category) !== freshest) continue;
        wanted = category;
        roll -= this.weights[category];
        if (roll < 0) break;
      }
    }
    const order: MainCategory[] = wanted ? [wanted] : [];
    for (const category of categories) {
      if (category !== wanted && this.staleness(category) === freshest) order.push(category);
    }
    for (const category of categories) {
      if (category !== wanted && this.staleness(category) !== freshest) order.push(category);
    }
    return order;
  }

  private staleness(category: MainCategory): number {
    return this.rounds[category] + (this.queues[category].length === 0 ? 1 : 0);
  }

  /**
   * Band or dumbbell moves first (the traveller packed them, and their load
   * is chosen, not fixed), then bodyweight moves nearest the level's own
   * difficulty (one above the band's floor: 2 for beginners, 3 intermediate,
   * 4 advanced), easier ones last.
   */
  private preferred(exercises: readonly Exercise[]): Exercise[] {
    const target = Math.min(this.band.max, this.band.min + 1);
    const distance = (e: Exercise) => Math.abs(e.difficulty - target) + (e.difficulty < this.band.min ? 1 : 0);
    const rank = (e: Exercise) => (e.equipment === 'none' ? 1 + distance(e) : 0);
    const warmed = (e: Exercise) => (this.warmedUp.has(e.id) ? 1 : 0);
    // A stable sort of a shuffle: the seed still varies the moves of equal rank.
    return shuffled(exercises, this.random).sort((a, b) => warmed(a) - warmed(b) || rank(a) - rank(b));
  }

  /** The main moves (cardio aside: a jump is no foundation) of one of `patterns`. */
  private candidates(patterns: readonly MovementPattern[]): Exercise[] {
    return (['strength', 'core', 'balance'] as const).flatMap((category) =>
      this.pools[category].filter((e) => patterns.includes(e.pattern)),
    );
  }

  /**
   * The preferred move of one of `patterns` with as many sets as fit in
   * `share`, taken out of its category's queue. Two sets at least, even a
   * little over the share (the moves after it get a little less), before a
   * lone set; `fit` keeps to the share whenever the sets allow.
   */
  private foundationItem(patterns: readonly MovementPattern[], share: number): PlannedExercise | undefined {
    const used = new Set(this.chosen.map((item) => item.exerciseId));
    const moves = this.preferred(this.candidates(patterns).filter((e) => !used.has(e.id)));
    const stretched = Math.floor(share * FOUNDATION_STRETCH);
    // The move matters more than its sets: each preferred move is tried at two sets (stretched if need be) before the next.
    const twoSets = (exercise: Exercise) => this.fit(exercise, share, 2) ?? this.fit(exercise, stretched, 2);
    const oneSet = (exercise: Exercise) => this.fit(exercise, share, 1);
    const inBand = (exercise: Exercise) => exercise.difficulty >= this.band.min || exercise.equipment !== 'none';
    // Moves in the band, even at one set, before easier ones.
    const passes = [
      [moves.filter(inBand), twoSets],
      [moves.filter(inBand), oneSet],
      [moves.filter((e) => !inBand(e)), twoSets],
      [moves.filter((e) => !inBand(e)), oneSet],
    ] as const;
    for (const [group, pass] of passes) {
      for (const exercise of group) {
        const item = pass(exercise);
        if (!item) continue;
        const queue = this.queues[exercise.category as MainCategory];
        const index = queue.findIndex((e) => e.id === exercise.id);
        if (index >= 0) queue.splice(index, 1);
        return item;
      }
    }
    return undefined;
  }

  private refill(category: MainCategory): Exercise[] {
    const queue = this.preferred(this.pools[category]);
    this.queues[category] = queue;
    this.rounds[category] += 1;
    return queue;
  }

  private take(category: MainCategory): Exercise | undefined {
    let queue = this.queues[category];
    if (queue.length === 0) queue = this.refill(category);
    const previous = this.chosen[this.chosen.length - 1];
    let index = queue.findIndex((e) => e.id !== previous?.exerciseId && e.bodyPart !== previous?.bodyPart);
    if (index < 0) index = queue.findIndex((e) => e.id !== previous?.exerciseId);
    if (index < 0) return undefined;
    return queue.splice(index, 1)[0];
  }

  private fit(exercise: Exercise, remaining: number, fewest: number): PlannedExercise | undefined {
    for (let sets = this.volume.sets; sets >= fewest; sets -= 1) {
      const item = mainItem(exercise, sets, this.volume);
      if (item.plannedSeconds <= remaining) return item;
    }
    return undefined;
  }
}

function mainBlocks(items: readonly PlannedExercise[]): PlanBlock[] {
  const blocks: PlanBlock[] = [];
  for (let start = 0; start < items.length; start += MAIN_BLOCK_SIZE) {
    blocks.push({ kind: 'main', name: { en: '', es: '' }, exercises: items.slice(start, start + MAIN_BLOCK_SIZE) });
  }
  return blocks.map((block, index) => ({
    ...block,
    name:
      blocks.length === 1
        ? { en: 'Main block', es: 'Bloque principal' }
        : { en: `Main block ${index + 1}`, es: `Bloque principal ${index + 1}` },
  }));
}

/** Timed stretches and breathing that fill exactly what is left of the time asked. */
function planCoolDown(pool: readonly Exercise[], remaining: number, random: Random): PlannedExercise[] {
  const count = clamp(Math.round(remaining / 55), 1, 8);
  const order: Exercise[] = [];
  let queue: Exercise[] = [];
  while (order.length < count) {
    if (queue.length === 0) queue = shuffled(pool, random);
    const previous = order[order.length - 1];
    const index = Math.max(
      0,
      queue.findIndex((e) => e.id !== previous?.id),
    );
    order.push(queue.splice(index, 1)[0] as Exercise);
  }
  const work = remaining - (count - 1) * TRANSITION_SECONDS;
  const share = roundTo5(work / count);
  const items = order.slice(0, -1).map((exercise) => timedItem(exercise, share, TRANSITION_SECONDS));
  const lastWork = Math.max(10, roundTo5(work - items.reduce((sum, item) => sum + item.workSecondsPerSet, 0)));
  items.push(timedItem(order[order.length - 1] as Exercise, lastWork, 0));
  return items;
}

/** "Hotel Room Full Body Workout" (spec 2's default title) / "Entrenamiento de cuerpo completo en la habitación del hotel". */
function titleFor(place: Place, goal: Goal): PlanMessage {
  return { id: 'workouts.plan.title', values: { place, goal } };
}

/** The note every plan carries, the place's own, then one per reason the plan was scaled down. */
function safetyNotesFor(place: Place, reasons: readonly ScaleReason[]): PlanMessage[] {
  return [
    { id: 'workouts.plan.safety.always' },
    { id: `workouts.plan.safety.place.${place}` },
    ...reasons.map((reason) => ({ id: `workouts.plan.safety.reason.${reason}` })),
  ];
}
