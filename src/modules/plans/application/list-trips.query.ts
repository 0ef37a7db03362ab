import type { Trip } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import type { PlanPreferencesService } from './plan-preferences';
import type { CityDirectory } from './ports/city-directory.port';
import type { TripStore } from './ports/trip-store.port';
import { tripViews } from './trip-view';

/** The traveller's trips that are not over, soonest first (features/plans/trips.feature). */
export class ListTripsQuery {
  constructor(
    private readonly trips: TripStore,
    private readonly preferences: PlanPreferencesService,
    private readonly cities: CityDirectory,
  ) {}

  async execute(userId: string, locale: Locale): Promise<Trip[]> {
    const today = this.preferences.todayFor(await this.preferences.current(userId));
    return tripViews(await this.trips.openTrips(userId, today), this.cities, locale);
  }
}
