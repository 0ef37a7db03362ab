import { z } from 'zod';

/**
 * A day's sessions: the day's main one, the gate wait before a flight, the
 * seated routine in the middle of it. On its own file so that the workouts
 * contract (a completion names the plan session it ran) can use it without
 * an import cycle through the plan's schemas, which build on the generator's.
 */
export const PLAN_SLOTS = ['main', 'gate', 'in-flight'] as const;
export const PlanSlotSchema = z.enum(PLAN_SLOTS);
export type PlanSlot = z.infer<typeof PlanSlotSchema>;
