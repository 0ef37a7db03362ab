import { isZodType, type AppRoute } from '@ts-rest/core';
import { BODY_LIMIT_BYTES, parsedQuery, type FuzzRequest } from './contract-fuzz-requests';

/** The status a request must be refused with, and why; `undefined`: the contract accepts it, so the route decides. */
export type Refusal = { status: 400 | 404 | 413 | 415; because: string } | undefined;

/** The content types express.json reads (its default: `application/json` only). */
const readsAsJson = (type: string) => /^application\/json\s*(;|$)/i.test(type);
const charsetOf = (type: string) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
/** body-parser's strict mode: only an object or an array at the top. */
const STRICT_START = /^[ \t\n\r]*([^ \t\n\r])/;

type BodyAsRead = { refused: Refusal } | { refused?: undefined; body: unknown };

/** What the body parser makes of a body, in its order: charset, size, syntax. */
function bodyAsRead(body: FuzzRequest['body']): BodyAsRead {
  if (body === undefined) return { body: undefined };
  if (!readsAsJson(body.type)) {
    // Not read at all: an empty body, or multipart (the avatar's route reads it itself).
    if (body.text === '' || /^multipart\/form-data\s*(;|$)/i.test(body.type)) return { body: undefined };
    return { refused: { status: 415, because: `a ${body.type} body` } };
  }
  const charset = charsetOf(body.type) ?? 'utf-8';
  if (!charset.startsWith('utf-')) return { refused: { status: 415, because: `charset ${charset}` } };
  if (Buffer.byteLength(body.text) > BODY_LIMIT_BYTES) return { refused: { status: 413, because: 'body beyond 1 MB' } };
  // The decoder drops a byte-order mark before the parser sees the text.
  const text = body.text.replace(/^\uFEFF/, '');
  if (text === '') return { body: {} };
  if (charset !== 'utf-8') return { refused: { status: 400, because: `${charset} bytes that are UTF-8` } };
  const first = STRICT_START.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { refused: { status: 400, because: 'not a JSON object or array' } };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refused: { status: 400, because: 'malformed JSON' } };
  }
}

const refuses = (schema: unknown, value: unknown) => isZodType(schema) && !schema.safeParse(value).success;

/**
 * How the app must answer, decided from the contract alone, in the order the
 * app applies its rules (and the test states):
 * 1. the body parser, before any route: 415 for a charset it cannot read,
 *    413 beyond 1 MB, 400 for JSON that is not an object or an array; 415 for
 *    a body of another content type (json-bodies-only.ts), but multipart,
 *    which the avatar's route reads itself and the contract sees as none;
 * 2. the contract, before any handler (so before identity: an anonymous
 *    request that is also malformed is a 400, not a 401): a path parameter the
 *    contract refuses names no resource, 404 (shared/http/mount-contract.ts);
 *    any other part it refuses, 400;
 * 3. otherwise the route answers as it will (401, 403, 404, 409, 422, 429, 2xx…).
 */
export function refusalOf(route: AppRoute, request: FuzzRequest): Refusal {
  const read = bodyAsRead(request.body);
  if (read.refused) return read.refused;
  if (refuses(route.pathParams, request.params)) return { status: 404, because: 'path parameter refused by the contract' };
  if (refuses(route.headers, request.headers)) return { status: 400, because: 'headers refused by the contract' };
  if (refuses(route.query, parsedQuery(request.query))) return { status: 400, because: 'query refused by the contract' };
  if (route.method !== 'GET' && refuses((route as { body?: unknown }).body, 'body' in read ? read.body : undefined)) {
    return { status: 400, because: 'body refused by the contract' };
  }
  return undefined;
}
