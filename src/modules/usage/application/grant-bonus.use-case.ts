import { fail, ok, type Clock, type Result, type ViewerDirectory } from '../../../shared/kernel';
import { isLinkedToAccount } from './linked-device';
import type { FreeWorkoutStore } from './ports/free-workout-store.port';

export type GrantBonusFailure = 'usage.device-required' | 'usage.bonus-already-granted' | 'accounts.device-linked';

/**
 * `POST /api/bonus/grant`: the exit offer's one bonus free workout (spec 1 §2,
 * §9), once per device, whether or not the first free workout is used yet.
 * A device linked to an account speaks for nobody (ADR 0006) and gets none.
 */
export class GrantBonusUseCase {
  constructor(
    private readonly store: FreeWorkoutStore,
    private readonly viewers: ViewerDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(deviceId: string | undefined): Promise<Result<void, GrantBonusFailure>> {
    if (!deviceId) return fail('usage.device-required');
    if (await isLinkedToAccount(this.viewers, deviceId)) return fail('accounts.device-linked');
    return (await this.store.grantBonus(deviceId, this.clock.now())) ? ok(undefined) : fail('usage.bonus-already-granted');
  }
}
