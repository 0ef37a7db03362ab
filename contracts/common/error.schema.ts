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

/** The error answers most routes may give besides their own. */
export const commonErrorResponses = {
  400: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;
