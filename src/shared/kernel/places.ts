/** A city as the traveller typed it. */
export interface Place {
  city: string;
  country: string;
}

/** How two spellings of a place are told apart, or not (DECISIONS.md "Airports and cities"). */
export interface PlaceKey {
  cityKey: string;
  countryKey: string;
}

/**
 * The comparison key of a place name: accents, case and extra spaces do not
 * count ("São  Paulo" and "sao paulo" are one city). Case is folded through
 * upper case so that "Straße" and "STRASSE" meet too.
 */
export function nameKey(name: string): string {
  return (
    foldCase(name.normalize('NFKD'))
      // Case mapping can bring marks back ("ǰ" upper-cases to J + caron): decompose again, then drop them.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Upper then lower case until nothing changes: one round takes "ẞ" only to "ß", which the next takes to "ss". */
function foldCase(text: string): string {
  let folded = text;
  for (let round = 0; round < 3; round += 1) {
    const next = folded.toUpperCase().toLowerCase();
    if (next === folded) break;
    folded = next;
  }
  return folded;
}

export function placeKey(place: Place): PlaceKey {
  return { cityKey: nameKey(place.city), countryKey: nameKey(place.country) };
}

/** One string per distinct place, for counting places in memory. */
export const placeId = (place: Place): string => {
  const { cityKey, countryKey } = placeKey(place);
  return `${cityKey}\u0000${countryKey}`;
};
