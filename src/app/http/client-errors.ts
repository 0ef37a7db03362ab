import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../../contracts';
import { ERROR_MESSAGES, type ErrorCode } from '../../../contracts/errors';

/** An answer to a request the framework refused before any route saw it. */
export interface ClientErrorAnswer {
  status: number;
  body: ErrorBody;
}

interface FrameworkError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
}

/**
 * The 4xx status an error carries (`http-errors` from body-parser, send,
 * serve-static, the router's URIError for a bad `%` in a parameter), if any.
 * A 5xx status is not trusted here: the error handler decides what a server
 * failure answers.
 */
export function clientStatusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { status, statusCode } = err as FrameworkError;
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value < 500 ? value : undefined;
}

const answer = (status: number, code: ErrorCode): ClientErrorAnswer => ({ status, body: { error: ERROR_MESSAGES[code], code } });

/**
 * The shared error body for a framework's 4xx, with the most precise code we
 * know (the client's own mistake, so the status is kept as the framework set it).
 */
export function clientErrorAnswer(err: unknown, status: number, path: string): ClientErrorAnswer {
  const { type, code } = err as FrameworkError;
  if (type === 'entity.too.large') return answer(413, 'http.payload-too-large');
  if (type === 'entity.parse.failed') return answer(400, 'http.malformed-json');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return answer(415, 'http.unsupported-encoding');
  if (type === 'request.aborted') return answer(400, 'http.request-aborted');
  // zlib's Z_DATA_ERROR and friends: a gzip/deflate Content-Encoding on a body that is not.
  if (typeof code === 'string' && code.startsWith('Z_')) return answer(400, 'http.malformed-body');
  // The router's URIError for a parameter, or send's bare 400 for a static file's path.
  if (err instanceof URIError || (status === 400 && !decodes(path))) return answer(400, 'http.malformed-url');
  if (status === 404) return answer(404, 'http.not-found');
  if (status === 400) return answer(400, 'http.invalid-request');
  return { status, body: { error: STATUS_CODES[status] ?? 'Invalid request' } };
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
