import { z } from 'zod';
import { EquipmentSchema, LevelSchema, PlaceSchema, type Equipment } from '../domain/exercise';
import {
  EnergySchema,
  GoalSchema,
  MAX_MINUTES,
  MIN_MINUTES,
  SorenessSchema,
  StressSchema,
  type PlannerInput,
  type Soreness,
  type Stress,
} from '../domain/planner-input';

/** Spec 2 §7 sends `['bodyweight', 'none']`; the free wizard sends a single kind. */
const EquipmentInputSchema = z.union([EquipmentSchema, z.enum(['bodyweight', 'dumbbells'])]);

/** Labels some clients send for the canonical places (DECISIONS.md "Places and routes"; quick flight's taxi). */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  hotel: 'hotel_room',
  'hotel room': 'hotel_room',
  'airport gate': 'airport',
  transit: 'in_transit',
  'in transit': 'in_transit',
  taxi: 'in_transit',
};

const placeAlias = (value: unknown): unknown =>
  typeof value === 'string' ? (PLACE_ALIASES[value.trim().toLowerCase()] ?? value) : value;

/** Quick mode sends stress as a number (spec 2 §7: 2); sessions record it 0–10. */
const stressLevel = (value: Stress | number): Stress =>
  typeof value !== 'number' ? value : value >= 7 ? 'high' : value >= 4 ? 'moderate' : 'low';

const sorenessLevel = (value: Soreness | number): Soreness =>
  typeof value !== 'number' ? value : value === 0 ? 'none' : value <= 3 ? 'mild' : value <= 6 ? 'moderate' : 'severe';

const normaliseEquipment = (value: z.infer<typeof EquipmentInputSchema> | z.infer<typeof EquipmentInputSchema>[]): Equipment[] => {
  const kinds = (Array.isArray(value) ? value : [value]).map((kind): Equipment =>
    kind === 'bodyweight' ? 'none' : kind === 'dumbbells' ? 'dumbbell' : kind,
  );
  return [...new Set(kinds)].filter((kind) => kind !== 'none').sort();
};

/**
 * What a client may send to ask for a plan, with the defaults of spec 2 §3
 * `workout_generations` (energy normal, stress low, 7 h sleep, no soreness,
 * general fitness), normalised to the planner's canonical `PlannerInput`.
 * Without a seed, the seed is derived from the request, so the same request
 * gives the same plan; clients that want variety send one (spec 2 §7 sends a
 * timestamp-based seed).
 */
export const PlanRequestSchema = z
  .object({
    minutes: z.number().int().min(MIN_MINUTES).max(MAX_MINUTES),
    level: LevelSchema.default('intermediate'),
    equipment: z.union([EquipmentInputSchema, z.array(EquipmentInputSchema)]).default([]),
    place: z.preprocess(placeAlias, PlaceSchema),
    energy: EnergySchema.default('normal'),
    stress: z.union([StressSchema, z.number().min(0).max(10)]).default('low'),
    sleepHours: z.number().min(0).max(24).default(7),
    soreness: z.union([SorenessSchema, z.number().int().min(0).max(10)]).default('none'),
    goal: GoalSchema.default('general_fitness'),
    seed: z.union([z.string().max(200), z.number().finite()]).optional(),
  })
  .transform((request): PlannerInput => {
    const input: Omit<PlannerInput, 'seed'> = {
      minutes: request.minutes,
      level: request.level,
      equipment: normaliseEquipment(request.equipment),
      place: request.place,
      energy: request.energy,
      stress: stressLevel(request.stress),
      sleepHours: request.sleepHours,
      soreness: sorenessLevel(request.soreness),
      goal: request.goal,
    };
    return { ...input, seed: request.seed ?? Object.values(input).join('|') };
  });
export type PlanRequest = z.input<typeof PlanRequestSchema>;
