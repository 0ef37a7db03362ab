/**
 * A traveller's body weight from their profile, for calories (DECISIONS.md
 * "Points, streaks, calories"); null when they have not given one.
 *
 * Declared here, provided by the accounts module (ADR 0007), which owns the
 * profile. Bound by `accounts.module.ts` to `GamificationTokens.TravellerWeights`.
 */
export interface TravellerWeights {
  weightKgOf(userId: string): Promise<number | null>;
}
