import { fail, ok, type Result } from '../../../shared/kernel';
import type { TripStore } from './ports/trip-store.port';

/** Deleting a trip (features/plans/trips.feature): only the traveller's own; their plan is rebuilt without it. */
export class DeleteTripUseCase {
  constructor(private readonly trips: TripStore) {}

  execute(userId: string, tripId: string): Promise<Result<null, 'plans.trip-not-found'>> {
    return this.trips.transaction(userId, async (tx) => {
      if (!(await tx.find(tripId))) return fail('plans.trip-not-found');
      await tx.remove(tripId);
      await tx.planNeedsRebuild();
      return ok(null);
    });
  }
}
