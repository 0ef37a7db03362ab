import type { EquipmentKind, WorkoutPlace } from '../../../../contracts/workouts';
import type { Level } from '../domain/exercise';
import type { Energy, Goal, PlannerInput, Soreness, Stress } from '../domain/planner-input';

/**
 * What a use case asks the planner for, in canonical codes (the contract has
 * already read every label and alias), with the defaults of spec 2 §3
 * `workout_generations` for what is left out: intermediate, energy normal,
 * stress low, 7 h sleep, no soreness, general fitness. Stress and soreness may
 * still be the spec's 0–10 numbers. Built by a function, not parsed: what the
 * contract accepted can no longer fail here.
 */
export interface PlanRequest {
  minutes: number;
  place: WorkoutPlace;
  level?: Level;
  equipment?: readonly EquipmentKind[];
  energy?: Energy;
  stress?: Stress | number;
  sleepHours?: number;
  soreness?: Soreness | number;
  goal?: Goal;
  /** From the traveller's progress (`user_progress`, `planStepFor`): moves the difficulty band, −2 to +2. */
  difficultyShift?: number;
  /** From the traveller's progress: 10 % more (or less) reps and holds a step, −2 to +2. */
  volumeShift?: number;
  /** Quiet and no-sweat modes (issue 14): rules on the catalogue's `noisy` and `sweaty` flags. */
  quiet?: boolean;
  noSweat?: boolean;
  /** Without a seed, one is derived from the request, so the same request gives the same plan. */
  seed?: string | number | undefined;
}

/** Quick mode sends stress as a number (spec 2 §7: 2); sessions record it 0–10. */
const stressLevel = (value: Stress | number): Stress =>
  typeof value !== 'number' ? value : value >= 7 ? 'high' : value >= 4 ? 'moderate' : 'low';

const sorenessLevel = (value: Soreness | number): Soreness =>
  typeof value !== 'number' ? value : value === 0 ? 'none' : value <= 3 ? 'mild' : value <= 6 ? 'moderate' : 'severe';

const shiftOf = (value: number): number => Math.max(-2, Math.min(2, Math.round(value)));

export function toPlannerInput(request: PlanRequest): PlannerInput {
  const input: Omit<PlannerInput, 'seed'> = {
    minutes: request.minutes,
    level: request.level ?? 'intermediate',
    equipment: [...new Set(request.equipment ?? [])].filter((kind) => kind !== 'none').sort(),
    place: request.place,
    energy: request.energy ?? 'normal',
    stress: stressLevel(request.stress ?? 'low'),
    sleepHours: request.sleepHours ?? 7,
    soreness: sorenessLevel(request.soreness ?? 'none'),
    goal: request.goal ?? 'general_fitness',
    ...(request.difficultyShift ? { difficultyShift: shiftOf(request.difficultyShift) } : {}),
    ...(request.volumeShift ? { volumeShift: shiftOf(request.volumeShift) } : {}),
    ...(request.quiet ? { quiet: true } : {}),
    ...(request.noSweat ? { noSweat: true } : {}),
  };
  return { ...input, seed: request.seed ?? Object.values(input).join('|') };
}
