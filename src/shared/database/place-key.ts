/**
 * SQL for how DECISIONS.md compares place names ("Airports and cities"):
 * accents (the marks NFKD splits off), case and extra spaces do not count, so
 * "São  Paulo" and "sao paulo" are one city. For adapters grouping or
 * matching rows by place; `column` is a trusted column name, never input.
 */
export function placeKeySql(column: string): string {
  return `lower(regexp_replace(btrim(regexp_replace(normalize(${column}, NFKD), '[\\u0300-\\u036f]', '', 'g')), '\\s+', ' ', 'g'))`;
}
