import type { RequestHandler } from 'express';
import { problemBody } from '../../shared/http';

/** What the API reads: JSON, and the avatar's upload (multipart, read by its own route). */
const READ_TYPES = ['application/json', 'multipart/form-data'];

/**
 * A body the API would not read is refused with 415, not read as no body at
 * all: `{"name":"Ana"}` sent as `text/plain` (what `fetch` says for a string
 * body) would otherwise reach the route as `{}`, a field-by-field 400 for what
 * was never looked at, or a change of nothing answered 200. Only a body with a
 * stated type: a POST without a body (content length 0, no type) goes on as
 * before (`req.is` is null without a body). Mounted on `/api` after the JSON
 * body parser.
 */
export const jsonBodiesOnly: RequestHandler = (req, res, next) => {
  if (req.headers['content-type'] === undefined || req.headers['content-length'] === '0' || req.is(READ_TYPES) !== false) return next();
  res.status(415).json(problemBody('http.unsupported-media-type'));
};
