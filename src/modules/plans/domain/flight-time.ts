import type { City } from '../../../../contracts/plans';

const EARTH_RADIUS_KM = 6371;
/** A jet's average block speed over a great circle, and the taxi, climb and descent every flight adds. */
const CRUISE_KM_PER_HOUR = 800;
const GROUND_AND_CLIMB_HOURS = 0.5;
/** Without a home city only the clocks are known: a flight's hours are taken as 2 plus one per hour of time-zone shift. */
const FALLBACK_BASE_HOURS = 2;
const SHORTEST_FLIGHT_MINUTES = 60;
const LONGEST_FLIGHT_MINUTES = 20 * 60;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two cities (haversine). */
export function greatCircleKm(from: Pick<City, 'latitude' | 'longitude'>, to: Pick<City, 'latitude' | 'longitude'>): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * How long a flight takes, in whole 5 minutes, estimated because the traveller
 * gives departure times only: the great-circle distance at cruise speed plus
 * half an hour on the ground and climbing (Madrid → New York, 5,770 km: 7 h
 * 40 min). Without a home city (home is then only a time zone) the shift of
 * the clocks stands in for the distance: 2 hours plus one per hour of shift
 * (Madrid → New York, 6 h: 8 h). Between 1 and 20 hours either way.
 */
export function flightMinutes(from: City | null, to: City | null, shiftHours: number): number {
  const hours =
    from && to ? GROUND_AND_CLIMB_HOURS + greatCircleKm(from, to) / CRUISE_KM_PER_HOUR : FALLBACK_BASE_HOURS + Math.abs(shiftHours);
  const minutes = Math.round((hours * 60) / 5) * 5;
  return Math.min(LONGEST_FLIGHT_MINUTES, Math.max(SHORTEST_FLIGHT_MINUTES, minutes));
}
