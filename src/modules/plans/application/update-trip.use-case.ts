import type { Trip, UpdateTripBody } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Result } from '../../../shared/kernel';
import { tripDateRefusal, type TripDateRefusal } from '../domain/trip-rules';
import type { PlanPreferencesService } from './plan-preferences';
import type { CityDirectory } from './ports/city-directory.port';
import type { TripStore } from './ports/trip-store.port';
import { tripView } from './trip-view';

export type UpdateTripRefusal = 'plans.trip-not-found' | 'plans.unknown-city' | TripDateRefusal;

/**
 * Changing a trip (features/plans/trips.feature): only the traveller's own;
 * the trip as changed keeps every trip rule. A trip that moves has its plan
 * rebuilt in the background.
 */
export class UpdateTripUseCase {
  constructor(
    private readonly trips: TripStore,
    private readonly preferences: PlanPreferencesService,
    private readonly cities: CityDirectory,
  ) {}

  async execute(userId: string, tripId: string, body: UpdateTripBody, locale: Locale): Promise<Result<Trip, UpdateTripRefusal>> {
    if (body.cityId !== undefined && !this.cities.byId(body.cityId, locale)) return fail('plans.unknown-city');
    const today = this.preferences.todayFor(await this.preferences.current(userId));
    return this.trips.transaction(userId, async (tx) => {
      const trip = await tx.find(tripId);
      if (!trip) return fail('plans.trip-not-found');
      const { id: _id, ...fields } = { ...trip, ...body };
      const refusal = tripDateRefusal(fields, today);
      if (refusal) return fail(refusal);
      const updated = await tx.update(tripId, fields);
      await tx.planNeedsRebuild();
      const view = tripView(updated, this.cities, locale);
      return view ? ok(view) : fail('plans.unknown-city');
    });
  }
}
