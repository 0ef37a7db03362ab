import { LEVELS, levelRank, type Level } from './exercise';
import type { PlannerInput } from './planner-input';

/** Why a plan was made lighter than asked. */
export type ScaleReason = 'low-energy' | 'short-sleep' | 'high-stress' | 'soreness';

export interface Readiness {
  /** Multiplies reps and hold times (1 = as prescribed). Below 1 the plan is scaled down. */
  volumeFactor: number;
  /** Multiplies rests (≥ 1). */
  restMultiplier: number;
  /** The hardest exercise level allowed today: the asked level, one lower when scaled down, two when much lower. */
  effectiveLevel: Level;
  /** Jumps and other noisy, high-impact moves are left out when scaled down. */
  lowImpactOnly: boolean;
  reasons: ScaleReason[];
}

/** Nights under this many hours count as short sleep. */
export const SHORT_SLEEP_HOURS = 6;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * How much the traveller has in the tank today. Each strain scales volume
 * down on its own and they compound (a tired, sore traveller after a short
 * night gets a much lighter plan); high energy with nothing else in the way
 * adds a little.
 */
export function assessReadiness(input: Pick<PlannerInput, 'level' | 'energy' | 'stress' | 'sleepHours' | 'soreness'>): Readiness {
  const reasons: ScaleReason[] = [];
  let factor = 1;
  if (input.energy === 'low') {
    factor *= 0.75;
    reasons.push('low-energy');
  }
  if (input.sleepHours < SHORT_SLEEP_HOURS) {
    factor *= input.sleepHours < 4 ? 0.7 : 0.8;
    reasons.push('short-sleep');
  }
  if (input.stress === 'high') {
    factor *= 0.8;
    reasons.push('high-stress');
  }
  if (input.soreness !== 'none') {
    factor *= input.soreness === 'severe' ? 0.65 : input.soreness === 'moderate' ? 0.8 : 0.9;
    reasons.push('soreness');
  }
  if (reasons.length === 0 && input.energy === 'high') factor = 1.1;
  factor = round2(Math.max(0.5, factor));

  const steps = factor < 0.6 ? 2 : factor < 1 ? 1 : 0;
  const effectiveLevel = LEVELS[Math.max(0, levelRank(input.level) - steps)] as Level;
  return {
    volumeFactor: factor,
    restMultiplier: factor < 1 ? round2(1 + (1 - factor)) : 1,
    effectiveLevel,
    lowImpactOnly: factor < 1,
    reasons,
  };
}
