import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import type { FreeWorkoutStore } from './ports/free-workout-store.port';

export type GrantBonusFailure = 'usage.device-required' | 'usage.bonus-already-granted';

/**
 * `POST /api/bonus/grant`: the exit offer's one bonus free workout (spec 1 §2,
 * §9), once per device, whether or not the first free workout is used yet.
 */
export class GrantBonusUseCase {
  constructor(
    private readonly store: FreeWorkoutStore,
    private readonly clock: Clock,
  ) {}

  async execute(deviceId: string | undefined): Promise<Result<void, GrantBonusFailure>> {
    if (!deviceId) return fail('usage.device-required');
    return (await this.store.grantBonus(deviceId, this.clock.now())) ? ok(undefined) : fail('usage.bonus-already-granted');
  }
}
