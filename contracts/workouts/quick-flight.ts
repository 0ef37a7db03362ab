import type { z } from 'zod';
import type { WorkoutPlace } from './places';
import type { GenerateWorkoutBodySchema } from './workouts.schemas';

/**
 * Quick flight mode (spec 2 §2, §7, §9): the four situations a traveller picks
 * from, each with its minutes and the place the workout is designed for, and
 * the body quick mode sends to `POST /api/workout/generate`. The spec's taxi
 * context ("other", "uber-eta") is designed for a seat in transit.
 */
export const QUICK_CONTEXTS = [
  { id: 'gate', minutes: 10, place: 'airport' },
  { id: 'taxi', minutes: 8, place: 'in_transit' },
  { id: 'hotel', minutes: 15, place: 'hotel_room' },
  { id: 'meeting', minutes: 5, place: 'office' },
] as const satisfies readonly { id: string; minutes: number; place: WorkoutPlace }[];

export type QuickContext = (typeof QUICK_CONTEXTS)[number];
export type QuickContextId = QuickContext['id'];

export const quickContext = (id: QuickContextId): QuickContext => QUICK_CONTEXTS.find((context) => context.id === id) ?? QUICK_CONTEXTS[0];

/**
 * What quick mode tells the planner besides the place and minutes (spec 2 §7):
 * beginner, bodyweight, normal energy, stress 2, 7 hours of sleep, no
 * soreness, general fitness, not pro.
 */
export const QUICK_MODE = {
  level: 'beginner',
  equipment: 'bodyweight',
  energy: 'normal',
  stress: 2,
  sleepHours: 7,
  soreness: 'none',
  goal: 'general_fitness',
  isPro: false,
} as const satisfies Partial<z.input<typeof GenerateWorkoutBodySchema>>;

/** The traveller's quiet and no-sweat switches (ADR 0043), sent only when on. */
export interface QuickModes {
  quiet?: boolean;
  noSweat?: boolean;
}

/** The body of `POST /api/workout/generate` for a quick context, with the traveller's switches. */
export function quickWorkoutBody(id: QuickContextId, modes: QuickModes = {}): z.input<typeof GenerateWorkoutBodySchema> {
  const { minutes, place } = quickContext(id);
  return {
    minutes,
    environment: place,
    ...QUICK_MODE,
    ...(modes.quiet ? { quiet: true } : {}),
    ...(modes.noSweat ? { noSweat: true } : {}),
  };
}
