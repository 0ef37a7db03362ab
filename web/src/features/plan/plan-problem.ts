import type { IntlShape } from 'react-intl';
import { HttpError } from '../../api/api-client';

/**
 * What a refused plan call tells the traveller: our translation of the
 * `plans.*` code (or another we know), else the server's text, else the
 * call's own fallback.
 */
export function planProblem(intl: IntlShape, error: unknown, fallbackId: string): string {
  if (error instanceof HttpError) {
    const known = error.code ? `plan.problem.${error.code}` : undefined;
    if (known && intl.messages[known] !== undefined) return intl.formatMessage({ id: known });
    if (error.serverMessage) return error.serverMessage;
  }
  return intl.formatMessage({ id: fallbackId });
}
