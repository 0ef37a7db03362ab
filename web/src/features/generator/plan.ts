import type { GeneratedPlan, PlanItem } from '../../../../contracts/workouts/generator.schemas';

/** The exercises of a plan in order, its blocks flattened (spec 2 §3 "Workout as used on screen"). */
export const planExercises = (plan: Pick<GeneratedPlan, 'blocks'>): PlanItem[] => plan.blocks.flatMap((block) => block.items);

/** What a preview card shows for a set: the reps when the move is counted, else its time (spec 2 §2 item 3: default 45 seconds). */
export type RepsOrTime = { kind: 'reps'; value: number } | { kind: 'seconds'; value: number };

export const repsOrTime = (item: PlanItem): RepsOrTime =>
  item.reps !== null ? { kind: 'reps', value: item.reps } : { kind: 'seconds', value: item.seconds > 0 ? item.seconds : 45 };

/** The exercise tip keyed on the name (spec 2 §9): squat, push, plank, bridge, bird, else a steady pace. */
export type ExerciseTip = 'squat' | 'push' | 'plank' | 'bridge' | 'bird' | 'steady';

export function exerciseTip(name: string): ExerciseTip {
  const lower = name.toLowerCase();
  const keyed = (['squat', 'push', 'plank', 'bridge', 'bird'] as const).find((key) => lower.includes(key));
  return keyed ?? 'steady';
}

/** The goal or rest tip (spec 2 §9): the first tip while more than 30 s remain, else the second. */
export const FIRST_TIP_ABOVE_SECONDS = 30;
export const tipNumber = (secondsLeft: number): 1 | 2 => (secondsLeft > FIRST_TIP_ABOVE_SECONDS ? 1 : 2);
