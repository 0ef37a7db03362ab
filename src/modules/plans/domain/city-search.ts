/**
 * Finding a city by what a traveller typed (features/plans/cities.feature):
 * accents, case and punctuation are ignored, a name that starts with the text
 * comes before one that only contains it, and a bigger city before a smaller
 * one. Pure.
 */

/** Latin letters that carry no accent to strip, spelled as a keyboard without them would type them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  đ: 'd',
  þ: 'th',
  ß: 'ss',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

/** "São Paulo" → "sao paulo", "Tønsberg" → "tonsberg", "St. John’s" → "st john s". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœðđþßłıħ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A city as search sees it: every name it answers to, already folded. */
export interface SearchableCity {
  id: string;
  /** Folded names: the data's name and, when it has one, its Spanish name. */
  names: readonly string[];
  population: number;
}

/** How well a city matches: 0 a name starts with the text, 1 a word of a name does, 2 a name contains it; null no match. */
function matchRank(city: SearchableCity, folded: string): 0 | 1 | 2 | null {
  let best: 0 | 1 | 2 | null = null;
  for (const name of city.names) {
    if (name.startsWith(folded)) return 0;
    if (name.includes(` ${folded}`)) best = 1;
    else if (best === null && name.includes(folded)) best = 2;
  }
  return best;
}

/** The best `limit` matches of `query`: prefix matches first, then by population (ties by id, so the order is stable). */
export function searchCities<C extends SearchableCity>(cities: readonly C[], query: string, limit: number): C[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  const matches: { city: C; rank: number }[] = [];
  for (const city of cities) {
    const rank = matchRank(city, folded);
    if (rank !== null) matches.push({ city, rank });
  }
  matches.sort((a, b) => a.rank - b.rank || b.city.population - a.city.population || a.city.id.localeCompare(b.city.id));
  return matches.slice(0, limit).map((match) => match.city);
}

/** A stable id for a city: the slug of its name, its province (when the data has one) and its ISO country code (`new-york-new-york-us`). */
export function cityIdOf(name: string, province: string, countryCode: string): string {
  return foldForSearch([name, province, countryCode].filter((part) => part !== '').join(' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
