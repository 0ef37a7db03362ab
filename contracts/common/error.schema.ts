import { z } from 'zod';

/**
 * The one error body every route answers with (the spec's "error field").
 * `code` is a stable machine-readable reason such as `http.not-found`;
 * `details` carries field-level validation issues.
 */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    code: z.string().optional(),
    details: z.unknown().optional(),
  })
  .strict();
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The error answers most routes may give besides their own. 429: too many
 * attempts (or new devices) from one address, with `Retry-After`. Typed with
 * numeric keys: an `as const` literal spread into `responses` turns them into
 * strings, which ts-rest does not match against a numeric status.
 */
export const commonErrorResponses: Record<400 | 429 | 500 | 503, typeof ErrorBodySchema> = {
  400: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
};
