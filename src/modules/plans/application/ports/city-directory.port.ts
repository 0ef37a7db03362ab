import type { City } from '../../../../../contracts/plans';
import type { Locale } from '../../../../../contracts/sdui';

/**
 * The city list trips and the home city are chosen from (issue 14), in the
 * language asked for: the country named in it, and the city's Spanish name
 * where the data has one. Ids are stable across releases of the data. Reads
 * only, from memory: safe to call from any number of requests at once.
 */
export interface CityDirectory {
  /** The best matches of what a traveller typed, English or Spanish, accents and case ignored (at most `limit`). */
  search(query: string, limit: number, locale: Locale): City[];
  /** The city with this id, or null when the list has none. */
  byId(id: string, locale: Locale): City | null;
}
