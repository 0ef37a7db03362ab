/**
 * Expected failures travel as values with a code such as `accounts.email-taken`
 * and, when the caller needs more than the code, typed `details` (the seconds
 * to wait, the allowance left); routers map each code with an exhaustive
 * switch. Unexpected failures throw.
 *
 * `Result<T, 'a' | 'b'>` lists bare codes; `Result<T, 'a' | Failure<'b', D>>`
 * gives code `b` its details.
 */
export type Failure<Code extends string = string, Details = undefined> = { ok: false; code: Code } & (undefined extends Details
  ? { details?: Details }
  : { details: Details });

type FailureOf<F> = F extends string ? Failure<F> : F;

export type Result<T, F extends string | Failure<string, unknown>> = { ok: true; value: T } | FailureOf<F>;

/** The failures a result may carry, e.g. to pass another use case's refusal on unchanged. */
export type FailureIn<R> = Extract<R, { ok: false }>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function fail<Code extends string>(code: Code): Failure<Code>;
export function fail<Code extends string, Details>(code: Code, details: Details): Failure<Code, Details>;
export function fail(code: string, details?: unknown): Failure<string, unknown> {
  return details === undefined ? { ok: false, code } : { ok: false, code, details };
}
