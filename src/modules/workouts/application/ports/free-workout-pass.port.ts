import type { FreeStatusReply } from '../../../../../contracts/workouts';
import type { Result } from '../../../../shared/kernel';

/**
 * The visitor's one free workout per browser and device, plus the exit
 * offer's bonus (spec 1 §4, DECISIONS.md "Allowance"). `take` is atomic: of
 * parallel requests from one device, exactly one gets the free workout (and
 * one more only with an unused bonus).
 *
 * Implemented by the usage module (which owns `free_workout_claims` and
 * `bonus_grants`) and bound by `usage.module.ts` to `WorkoutsTokens.FreeWorkoutPass`.
 */
export interface FreeWorkoutPass {
  /**
   * `browserUsed`: the browser sent the flag cookie. A device linked to an
   * account speaks for nobody (ADR 0006): `accounts.device-linked`.
   */
  take(
    deviceId: string,
    browserUsed: boolean,
  ): Promise<Result<{ via: 'free' | 'bonus' }, 'usage.free-already-used' | 'accounts.device-linked'>>;
  /** Without a device id only the browser's flag counts. */
  availability(deviceId: string | undefined, browserUsed: boolean): Promise<FreeStatusReply>;
}
