import { describe, expect, it } from 'vitest';
import { CityIdSchema, CitySchema } from '../../../../contracts/plans';
import { CityTimezonesDirectory } from './city-timezones-directory';

const directory = new CityTimezonesDirectory();

describe('the city list from city-timezones', () => {
  it('finds Madrid and New York with their zone, and names countries in the language asked for', () => {
    const [madrid] = directory.search('madrid', 1, 'es');
    expect(madrid).toMatchObject({ name: 'Madrid', country: 'España', countryCode: 'ES', timeZone: 'Europe/Madrid' });
    const [newYork] = directory.search('new york', 1, 'en');
    expect(newYork).toMatchObject({ id: 'new-york-new-york-us', country: 'United States', timeZone: 'America/New_York' });
  });

  it('answers the Spanish name of a city that names a time zone, and finds it by either name', () => {
    expect(directory.search('nueva york', 1, 'es')[0]).toMatchObject({ id: 'new-york-new-york-us', name: 'Nueva York' });
    expect(directory.search('londres', 1, 'en')[0]).toMatchObject({ name: 'London', countryCode: 'GB' });
  });

  it('gives every city a unique id the contract accepts, and a valid city', () => {
    const ids = new Set<string>();
    for (const city of directory.search('a', 100_000, 'en').concat(directory.search('e', 100_000, 'es'))) {
      expect(CityIdSchema.safeParse(city.id).success).toBe(true);
      ids.add(city.id);
    }
    expect(ids.size).toBeGreaterThan(6_000);
    expect(CitySchema.parse(directory.byId('new-york-new-york-us', 'es'))).toMatchObject({ name: 'Nueva York', country: 'Estados Unidos' });
    expect(directory.byId('atlantis-xx', 'en')).toBeNull();
  });
});
