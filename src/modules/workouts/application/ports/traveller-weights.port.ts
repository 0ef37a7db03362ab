/**
 * A traveller's body weight, for the calories a session burns. Implemented by
 * the accounts module, which keeps the profile, and bound by
 * `accounts.module.ts` to `WorkoutsTokens.TravellerWeights` (ADR 0007).
 */
export interface TravellerWeights {
  /** Kilograms, or null when the profile has no weight. */
  weightKgOf(userId: string): Promise<number | null>;
}
