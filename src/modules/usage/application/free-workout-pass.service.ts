import type { FreeStatusReply } from '../../../../contracts/workouts';
import { fail, ok, type Clock, type Result, type ViewerDirectory } from '../../../shared/kernel';
import { isLinkedToAccount } from './linked-device';
import type { FreeWorkoutPass } from '../../workouts';
import { freeWorkoutAvailability } from '../domain/free-workout';
import type { FreeWorkoutStore } from './ports/free-workout-store.port';

/** The usage module's side of the workouts module's `FreeWorkoutPass` port. */
export class UsageFreeWorkoutPass implements FreeWorkoutPass {
  constructor(
    private readonly store: FreeWorkoutStore,
    private readonly viewers: ViewerDirectory,
    private readonly clock: Clock,
  ) {}

  async take(
    deviceId: string,
    browserUsed: boolean,
  ): Promise<Result<{ via: 'free' | 'bonus' }, 'usage.free-already-used' | 'accounts.device-linked'>> {
    if (await isLinkedToAccount(this.viewers, deviceId)) return fail('accounts.device-linked');
    const via = await this.store.take(deviceId, browserUsed, this.clock.now());
    return via ? ok({ via }) : fail('usage.free-already-used');
  }

  async availability(deviceId: string | undefined, browserUsed: boolean): Promise<FreeStatusReply> {
    const facts = deviceId ? await this.store.factsOf(deviceId) : { deviceClaimed: false, bonusAvailable: false };
    return freeWorkoutAvailability({ browserUsed, ...facts });
  }
}
