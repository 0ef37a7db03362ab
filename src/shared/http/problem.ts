import { ERROR_MESSAGES, type ErrorCode } from '../../../contracts/errors';

/** The shared error body (`{ error, code, details? }`) for a code of the one table in contracts/errors.ts. */
export function problemBody<Code extends ErrorCode>(code: Code): { error: string; code: Code };
export function problemBody<Code extends ErrorCode, Details>(code: Code, details: Details): { error: string; code: Code; details: Details };
export function problemBody(code: ErrorCode, details?: unknown): { error: string; code: ErrorCode; details?: unknown } {
  return { error: ERROR_MESSAGES[code], code, ...(details === undefined ? {} : { details }) };
}

/** A ts-rest answer with the shared error body: `return problem(404, 'workouts.unknown-exercise')`. */
export function problem<Status extends number, Code extends ErrorCode>(
  status: Status,
  code: Code,
): { status: Status; body: { error: string; code: Code } };
export function problem<Status extends number, Code extends ErrorCode, Details>(
  status: Status,
  code: Code,
  details: Details,
): { status: Status; body: { error: string; code: Code; details: Details } };
export function problem(status: number, code: ErrorCode, details?: unknown) {
  return { status, body: details === undefined ? problemBody(code) : problemBody(code, details) };
}
