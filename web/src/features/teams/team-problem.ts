import type { IntlShape } from 'react-intl';
import { HttpError } from '../../api/api-client';

/**
 * What a refused team call tells the traveller (spec 2 §8: "Error" with the
 * server's message, else the call's own fallback): our translation of a code
 * we know, else the server's text, else `fallbackId` ("Failed to join team"…).
 */
export function teamProblem(intl: IntlShape, error: unknown, fallbackId: string): string {
  if (error instanceof HttpError) {
    const known = error.code ? `teams.problem.${error.code}` : undefined;
    if (known && intl.messages[known] !== undefined) return intl.formatMessage({ id: known });
    if (error.serverMessage) return error.serverMessage;
  }
  return intl.formatMessage({ id: fallbackId });
}
