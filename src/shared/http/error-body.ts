import type { ZodError } from 'zod';
import type { ErrorBody } from '../../../contracts';

export interface FieldIssue {
  location: 'body' | 'query' | 'params' | 'headers';
  field: string;
  message: string;
}

export function errorBody(error: string, code?: string, details?: unknown): ErrorBody {
  return { error, ...(code ? { code } : {}), ...(details === undefined ? {} : { details }) };
}

/** Field-level issues of a failed zod parse, named so a client can point at the field. */
export function issuesOf(location: FieldIssue['location'], zodError: ZodError | null): FieldIssue[] {
  if (!zodError) return [];
  return zodError.issues.map((issue) => ({
    location,
    field: issue.path.join('.') || location,
    message: issue.message,
  }));
}

/** A 400 naming the fields a request got wrong, as the edge answers a part the contract refuses: `Invalid city: City is required`. */
export function invalidRequest(details: FieldIssue[]): { status: 400; body: ErrorBody } {
  const first = details[0];
  const message = first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request';
  return { status: 400, body: errorBody(message, 'http.invalid-request', details) };
}
