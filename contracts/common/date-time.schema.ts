import { datetimeRegex, z } from 'zod';

/** The message of zod's own `.datetime()`, kept for answers that quote it. */
export const INVALID_DATE_TIME_MESSAGE = 'Invalid datetime';

/** zod's own patterns for `.datetime()` and `.datetime({ offset: true })`, built once. */
export const DATE_TIME_PATTERNS = {
  utc: datetimeRegex({ precision: null, offset: false, local: false }),
  offset: datetimeRegex({ precision: null, offset: true, local: false }),
} as const;

/**
 * An ISO 8601 instant, exactly as `z.string().datetime()` reads it (UTC `Z`;
 * with `offset`, also `+02:00`). zod 3 builds that check's regular expression
 * again on every value: a profile answer has eight such fields and a four-week
 * plan hundreds. The OpenAPI document names these strings `date-time`
 * (src/app/http/openapi.ts).
 */
export function isoDateTime({ offset = false }: { offset?: boolean } = {}): z.ZodString {
  return z.string().regex(offset ? DATE_TIME_PATTERNS.offset : DATE_TIME_PATTERNS.utc, INVALID_DATE_TIME_MESSAGE);
}
