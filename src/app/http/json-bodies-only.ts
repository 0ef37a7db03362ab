import type { RequestHandler } from 'express';
import { ERROR_MESSAGES } from '../../../contracts/errors';

/** What the API reads: JSON, and the avatar's upload (multipart, read by its own route). */
const READ_TYPES = ['application/json', 'multipart/form-data'];

/**
 * A body the API would not read is refused with 415, not read as no body at
 * all: `{"name":"Ana"}` sent as `text/plain` (what `fetch` says for a string
 * body) would otherwise reach the route as `{}`, a field-by-field 400 for what
 * was never looked at, or a change of nothing answered 200. Only a body with a
 * stated type: a POST without a body (content length 0, no type) goes on as
 * before. Mounted on `/api` after the JSON body parser.
 */
export const jsonBodiesOnly: RequestHandler = (req, res, next) => {
  const type = req.headers['content-type'];
  const empty =
    req.headers['content-length'] === '0' ||
    (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined);
  if (type === undefined || empty || req.is(READ_TYPES)) return next();
  res.status(415).json({ error: ERROR_MESSAGES['http.unsupported-media-type'], code: 'http.unsupported-media-type' });
};
