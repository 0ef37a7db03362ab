/** DECISIONS.md "Points, streaks, calories": MET by how the traveller felt, 70 kg when the profile has no weight. */
export const MET_BY_ENERGY = { low: 3.5, normal: 5, high: 8 } as const;
export const DEFAULT_WEIGHT_KG = 70;

export type Energy = keyof typeof MET_BY_ENERGY;

export interface CaloriesInput {
  durationMin: number;
  energy: Energy;
  weightKg: number | null;
}

/** Estimated calories of one session, MET × body weight (kg) × hours, in whole calories. */
export function sessionCalories({ durationMin, energy, weightKg }: CaloriesInput): number {
  return Math.round((MET_BY_ENERGY[energy] * (weightKg ?? DEFAULT_WEIGHT_KG) * durationMin) / 60);
}
