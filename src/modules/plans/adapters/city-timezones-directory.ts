import { createRequire } from 'node:module';
import type { City } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import type { CityDirectory } from '../application/ports/city-directory.port';
import { cityIdOf, foldForSearch, searchCities, type SearchableCity } from '../domain/city-search';
import { SPANISH_ZONE_CITIES } from './data/spanish-zone-cities';

/** One row of `city-timezones`' data (Natural Earth's populated places, 7,300 cities). */
interface CityRow {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  iso3: string;
  province: string;
  timezone: string | null;
}

interface Entry extends SearchableCity {
  name: string;
  spanishName: string | null;
  countryCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

/** Kosovo has no ISO code of its own in the data; `XK` is the one CLDR and Intl name it by. */
const countryCodeOf = (row: CityRow): string => row.iso2 || (row.iso3 === 'KOS' ? 'XK' : '');

/** The Spanish name of a city that names its time zone (CLDR's exemplar city: London → Londres). */
function spanishNameOf(row: CityRow): string | null {
  const zone = row.timezone ? SPANISH_ZONE_CITIES[row.timezone] : undefined;
  return zone && zone.en === row.city ? zone.es : null;
}

/** The data lists a few places twice (Bandar Lampung under two names): one entry per id, the more populous. */
function entriesOf(rows: readonly CityRow[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const countryCode = countryCodeOf(row);
    // A few research stations have no time zone and two places no country: a trip cannot be planned to them.
    if (!row.timezone || !/^[A-Z]{2}$/.test(countryCode)) continue;
    const spanishName = spanishNameOf(row);
    const id = cityIdOf(row.city, row.province, countryCode);
    if ((entries.get(id)?.population ?? -1) >= row.pop) continue;
    entries.set(id, {
      id,
      names: [row.city, ...(spanishName ? [spanishName] : [])].map(foldForSearch),
      population: row.pop,
      name: row.city,
      spanishName,
      countryCode,
      timeZone: row.timezone,
      latitude: row.lat,
      longitude: row.lng,
    });
  }
  return [...entries.values()];
}

/**
 * The CityDirectory on the `city-timezones` package's data (MIT; Natural
 * Earth, public domain), loaded once into memory (about 2 MB). Countries are
 * named by `Intl.DisplayNames` in the request's language; Spanish city names
 * come from CLDR's exemplar cities of the time zones (ADR 0040).
 */
export class CityTimezonesDirectory implements CityDirectory {
  private readonly countries: Record<Locale, Intl.DisplayNames> = {
    en: new Intl.DisplayNames('en', { type: 'region' }),
    es: new Intl.DisplayNames('es', { type: 'region' }),
  };
  private ownIndex: CityIndex | undefined;

  /** Without rows: the package's data, indexed once per process on first use (shared by every app a process starts). */
  constructor(private readonly rows?: readonly CityRow[]) {}

  search(query: string, limit: number, locale: Locale): City[] {
    return searchCities(this.index.entries, query, limit).map((entry) => this.cityOf(entry, locale));
  }

  byId(id: string, locale: Locale): City | null {
    const entry = this.index.byIds.get(id);
    return entry ? this.cityOf(entry, locale) : null;
  }

  // Folding 7,300 names takes about 20 ms of CPU: a test process starts hundreds of apps, most never search.
  private get index(): CityIndex {
    if (this.rows) return (this.ownIndex ??= indexOf(this.rows));
    return (packageIndex ??= indexOf(loadCityRows()));
  }

  private cityOf(entry: Entry, locale: Locale): City {
    return {
      id: entry.id,
      name: locale === 'es' && entry.spanishName ? entry.spanishName : entry.name,
      country: this.countries[locale].of(entry.countryCode) ?? entry.countryCode,
      countryCode: entry.countryCode,
      timeZone: entry.timeZone,
      latitude: entry.latitude,
      longitude: entry.longitude,
    };
  }
}

interface CityIndex {
  entries: Entry[];
  byIds: Map<string, Entry>;
}

let packageIndex: CityIndex | undefined;

function indexOf(rows: readonly CityRow[]): CityIndex {
  const entries = entriesOf(rows);
  return { entries, byIds: new Map(entries.map((entry) => [entry.id, entry])) };
}

/** The package's data file itself: its `lookupViaCity` matches whole names only, search needs every row. */
function loadCityRows(): CityRow[] {
  return createRequire(import.meta.url)('city-timezones/data/cityMap.json') as CityRow[];
}
