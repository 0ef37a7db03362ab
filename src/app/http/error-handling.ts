import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { errorBody } from '../../shared/http';
import { isDatabaseUnavailable } from '../database/errors';
import { clientErrorAnswer, clientStatusOf } from './client-errors';

/** Unknown `/api` routes answer JSON, never the web app. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('Not found', 'http.not-found'));
};

/** The client closed its connection: nothing can be answered, and nothing is wrong with the server. */
function clientIsGone(req: Request): boolean {
  return req.socket.destroyed;
}

/** What the log keeps of a client's mistake: no stack, it is not ours to fix. */
function summary(err: unknown): Record<string, unknown> {
  const { name, message, type, code } = err as { name?: unknown; message?: unknown; type?: unknown; code?: unknown };
  return { name, message, type, code };
}

/**
 * The last word on any error:
 * - the client went away (an aborted body, a reset connection): logged at info, nothing answered;
 * - a framework's 4xx (body-parser, the router's bad `%` escapes, static files) keeps
 *   its status with the shared error body, logged at info;
 * - a database outage is 503 (with `Retry-After`, see `retry-after.ts`);
 * - everything else a 500 that names the request id, the stack only in the log.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (clientIsGone(req)) {
    req.log?.info({ err: summary(err) }, 'client closed the request');
    return;
  }
  if (res.headersSent) {
    // Too late for an answer: end the connection so the client sees a failure, not a truncated success.
    req.log?.error({ err }, 'error after the answer started');
    req.socket.destroy();
    return;
  }
  const clientStatus = clientStatusOf(err);
  if (clientStatus !== undefined) {
    const answer = clientErrorAnswer(err, clientStatus, req.path);
    req.log?.info({ err: summary(err), status: answer.status }, 'refused a malformed request');
    res.status(answer.status).json(answer.body);
    return;
  }
  const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : undefined;
  if (isDatabaseUnavailable(err)) {
    req.log?.error({ err }, 'database unavailable');
    res.status(503).json(errorBody('Service temporarily unavailable. Please try again.', 'http.unavailable', { requestId }));
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json(errorBody('Something went wrong. Please try again.', 'http.internal', { requestId }));
};
