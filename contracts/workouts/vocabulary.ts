/**
 * The workout vocabulary shared by the contract, the planner and the web: one
 * list each. The contract's schemas are the only place labels and aliases are
 * read into these codes; past the edge every value is canonical.
 */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** Equipment a move needs. `none` is a bodyweight move: always allowed. */
export const EQUIPMENT_KINDS = ['none', 'band', 'dumbbell'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** What clients send for equipment: the kinds, plus spec 2 §7's `bodyweight` and the plural `dumbbells`. */
export const EQUIPMENT_INPUTS = ['none', 'bodyweight', 'band', 'dumbbell', 'dumbbells'] as const;
export type EquipmentInput = (typeof EQUIPMENT_INPUTS)[number];

const EQUIPMENT_OF: Readonly<Record<EquipmentInput, EquipmentKind>> = {
  none: 'none',
  bodyweight: 'none',
  band: 'band',
  dumbbell: 'dumbbell',
  dumbbells: 'dumbbell',
};

/** What a traveller has with them, as a sorted set without `none` (bodyweight is always allowed). */
export function canonicalEquipment(value: EquipmentInput | readonly EquipmentInput[]): EquipmentKind[] {
  const kinds = (Array.isArray(value) ? value : [value]).map((input: EquipmentInput) => EQUIPMENT_OF[input]);
  return [...new Set(kinds)].filter((kind) => kind !== 'none').sort();
}

/** What a workout is designed for: the free wizard's five goals plus the generator's workout types. */
export const WORKOUT_GOALS = ['general_fitness', 'strength', 'endurance', 'mobility', 'weight_loss', 'energy', 'recovery'] as const;
export type WorkoutGoal = (typeof WORKOUT_GOALS)[number];

/** Profile goals a client may send, planned under the workout goal that serves them. */
export const GOAL_ALIASES = { muscle_gain: 'strength', flexibility: 'mobility' } as const satisfies Record<string, WorkoutGoal>;

/** The body part a move works, as the catalogue tags it and the exercise cards label it. */
export const BODY_PARTS = ['chest', 'back', 'shoulders', 'arms', 'legs', 'glutes', 'hips', 'core', 'spine', 'neck', 'full_body'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export function isBodyPart(value: string): value is BodyPart {
  return (BODY_PARTS as readonly string[]).includes(value);
}

/**
 * How a coach groups moves (ADR 0030): the main block of a strength or
 * general-fitness workout covers push, squat or lunge, hinge and core;
 * `carry_iso` is a loaded or isometric hold that is none of those (wall sit,
 * calf raise); `locomotion` is cardio stepping, boxing and jumping.
 */
export const MOVEMENT_PATTERNS = [
  'push',
  'pull',
  'squat',
  'lunge',
  'hinge',
  'core',
  'carry_iso',
  'locomotion',
  'mobility',
  'balance',
  'breathing',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

/** Exercise difficulty, 1 (anyone can start here) to 5 (the top of a progression). */
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
