import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody } from '../../shared/http';
import { isDatabaseUnavailableError as isDatabaseUnavailable } from '../database/errors';

/** Unknown `/api` routes answer JSON, never the web app. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('Not found', 'http.not-found'));
};

/**
 * The last word on any error: body-parser failures become 400/413 with the
 * shared error shape, a database outage 503, everything else a 500 that names
 * the request id (the details stay in the log).
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.too.large') {
    res.status(413).json(errorBody('Request body too large (limit 1 MB)', 'http.payload-too-large'));
    return;
  }
  if (type === 'entity.parse.failed') {
    res.status(400).json(errorBody('Malformed JSON in request body', 'http.malformed-json'));
    return;
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    res.status(415).json(errorBody('Unsupported request encoding', 'http.unsupported-encoding'));
    return;
  }
  const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : undefined;
  if (isDatabaseUnavailable(err)) {
    req.log?.error({ err }, 'database unavailable');
    res.setHeader('retry-after', '1');
    res.status(503).json(errorBody('Service temporarily unavailable. Please try again.', 'http.unavailable', { requestId }));
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json(errorBody('Something went wrong. Please try again.', 'http.internal', { requestId }));
};
