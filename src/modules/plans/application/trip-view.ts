import type { Trip } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import type { CityDirectory } from './ports/city-directory.port';
import type { StoredTrip } from './ports/trip-store.port';

/**
 * A stored trip as the traveller sees it, its city in their language; null
 * when its city has left the list (a data release dropped it): such a trip is
 * neither shown nor planned.
 */
export function tripView(trip: StoredTrip, cities: CityDirectory, locale: Locale): Trip | null {
  const city = cities.byId(trip.cityId, locale);
  if (!city) return null;
  const { cityId: _id, ...rest } = trip;
  return { ...rest, city };
}

export function tripViews(trips: readonly StoredTrip[], cities: CityDirectory, locale: Locale): Trip[] {
  return trips.flatMap((trip) => tripView(trip, cities, locale) ?? []);
}
