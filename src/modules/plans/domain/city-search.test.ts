import { describe, expect, it } from 'vitest';
import { cityIdOf, foldForSearch, searchCities, type SearchableCity } from './city-search';

const city = (id: string, population: number, ...names: string[]): SearchableCity => ({ id, population, names: names.map(foldForSearch) });

describe('city search', () => {
  const cities = [
    city('paris-ile-de-france-fr', 11_000_000, 'Paris', 'París'),
    city('sao-paulo-sao-paulo-br', 14_000_000, 'São Paulo'),
    city('new-york-new-york-us', 13_000_000, 'New York', 'Nueva York'),
    city('newark-new-jersey-us', 280_000, 'Newark'),
    city('york-england-gb', 150_000, 'York'),
    city('comparison-xx', 1, 'Xparis'),
  ];

  it('ignores accents and case in what is typed and in the names', () => {
    expect(searchCities(cities, 'SAO PAU', 8).map((c) => c.id)).toEqual(['sao-paulo-sao-paulo-br']);
    expect(searchCities(cities, 'parís', 8)[0]?.id).toBe('paris-ile-de-france-fr');
  });

  it('puts names that start with the text first, then words that do, then the rest, bigger cities first in each', () => {
    expect(searchCities(cities, 'york', 8).map((c) => c.id)).toEqual(['york-england-gb', 'new-york-new-york-us']);
    expect(searchCities(cities, 'new', 8).map((c) => c.id)).toEqual(['new-york-new-york-us', 'newark-new-jersey-us']);
    expect(searchCities(cities, 'paris', 8).map((c) => c.id)).toEqual(['paris-ile-de-france-fr', 'comparison-xx']);
  });

  it('matches the Spanish name as well as the English one', () => {
    expect(searchCities(cities, 'nueva y', 8).map((c) => c.id)).toEqual(['new-york-new-york-us']);
  });

  it('answers at most the limit, and nothing for punctuation alone', () => {
    expect(searchCities(cities, 'e', 2)).toHaveLength(2);
    expect(searchCities(cities, ' - ', 8)).toEqual([]);
  });

  it('makes ids from the name, province and country code', () => {
    expect(cityIdOf('New York', 'New York', 'US')).toBe('new-york-new-york-us');
    expect(cityIdOf('Zürich', 'Zürich', 'CH')).toBe('zurich-zurich-ch');
    expect(cityIdOf('St. John’s', 'Newfoundland and Labrador', 'CA')).toBe('st-john-s-newfoundland-and-labrador-ca');
    expect(cityIdOf('Andorra', '', 'AD')).toBe('andorra-ad');
    expect(cityIdOf('Tønsberg', 'Vestfold', 'NO')).toBe('tonsberg-vestfold-no');
  });
});
