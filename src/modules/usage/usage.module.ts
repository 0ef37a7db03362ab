import { ContainerModule } from 'inversify';

/**
 * Usage: the weekly free allowance, the one free workout per browser and the exit-offer bonus.
 * Owns the tables usage, free_workout_claims, bonus_grants. No bindings yet: its use cases, adapters and
 * routes arrive with the issue that builds the capability.
 */
export const usageModule = new ContainerModule(() => {});
