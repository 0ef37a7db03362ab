import { TRIP_LIMITS, type CreateTripBody, type Trip } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Result } from '../../../shared/kernel';
import { tripDateRefusal, type TripDateRefusal } from '../domain/trip-rules';
import type { PlanPreferencesService } from './plan-preferences';
import type { CityDirectory } from './ports/city-directory.port';
import type { TripStore } from './ports/trip-store.port';

export type CreateTripRefusal = 'plans.unknown-city' | TripDateRefusal | 'plans.too-many-trips';

/**
 * Recording a trip (features/plans/trips.feature): a city of the list, dates
 * that keep the trip rules on the traveller's today, and at most 20 open
 * trips, counted under the traveller's trips lock so two at once never make
 * 21. The stored plan is marked stale and rebuilt in the background.
 */
export class CreateTripUseCase {
  constructor(
    private readonly trips: TripStore,
    private readonly preferences: PlanPreferencesService,
    private readonly cities: CityDirectory,
  ) {}

  async execute(userId: string, body: CreateTripBody, locale: Locale): Promise<Result<Trip, CreateTripRefusal>> {
    const city = this.cities.byId(body.cityId, locale);
    if (!city) return fail('plans.unknown-city');
    const today = this.preferences.todayFor(await this.preferences.current(userId));
    const refusal = tripDateRefusal(body, today);
    if (refusal) return fail(refusal);
    return this.trips.transaction(userId, async (tx) => {
      if ((await tx.openTripCount(today)) >= TRIP_LIMITS.maxOpenTrips) return fail('plans.too-many-trips');
      const { cityId: _id, ...stored } = await tx.insert(body);
      await tx.planNeedsRebuild();
      return ok({ ...stored, city });
    });
  }
}
