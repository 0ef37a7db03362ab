/** Two strings in UTF-16 code-unit order, as a sort comparator: the same on every machine and locale, for ties that must not move. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
