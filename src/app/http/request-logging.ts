import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Request, RequestHandler } from 'express';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Path segments that are credentials: the plan's private calendar link
 * (SECURITY.md "logs"). Matched as loosely as the router matches (any case, a
 * trailing slash), so no spelling of the route gets its token logged.
 */
const SECRET_PATH_SEGMENTS = [/(\/api\/plan\/calendar\/)[^/]+/gi];

/** The path as logged: no query (it may carry a device id) and no credential in a segment. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return SECRET_PATH_SEGMENTS.reduce((logged, secret) => logged.replace(secret, '$1[redacted]'), path);
}

/** The request's id: the client's well-formed `x-request-id`, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type Level = 'debug' | 'info' | 'error';

const CHILD = Symbol('request logger');

/** A client that hangs up mid-request is routine on hotel and airport networks, not a server fault. */
function levelOf(statusCode: number, finished: boolean, err: unknown): Level {
  if (!finished) return 'info';
  return err || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'info' : 'debug';
}

/** Probes answer many times a minute: never a line of their own. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * One JSON line per request with a request id (taken from a well-formed
 * `x-request-id`, else new) that is echoed back so a traveller's report can be
 * matched to the log; the lines and `req.log` are pino-http's (`req: { id,
 * method, url }`, `res: { statusCode }`, `responseTime`, "request completed",
 * "request errored", "request aborted"). Unlike pino-http, the request's child
 * logger is made only when something logs: pino serialises and redacts a
 * child's bindings when it is made, which cost more than a trivial request's
 * own work while most answers (2xx at `debug`) are never written
 * (docs/adr/0051). Redaction is configured on the logger itself.
 */
export function requestLogging(logger: Logger): RequestHandler {
  // One getter for every request: a closure per request would give each request object a shape of its own, which V8 then reads slowly everywhere.
  const descriptor: PropertyDescriptor = {
    configurable: true,
    enumerable: false,
    get(this: Request & { [CHILD]?: Logger }): Logger {
      return (this[CHILD] ??= logger.child({ req: { id: this.id, method: this.method, url: loggedPath(this.originalUrl) } }));
    },
  };
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('x-request-id', id);
    req.id = id;
    Object.defineProperty(req, 'log', descriptor);
    if (UNLOGGED.has(req.url)) return next();

    const started = Date.now();
    const done = (err?: unknown) => {
      res.off('close', done);
      res.off('finish', done);
      res.off('error', done);
      const finished = res.writableEnded;
      const level = levelOf(res.statusCode, finished, err);
      if (!logger.isLevelEnabled(level)) return;
      const fields = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (err || res.statusCode >= 500) {
        req.log[level]({ ...fields, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      } else {
        req.log[level](fields, !req.readableAborted && finished ? 'request completed' : 'request aborted');
      }
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}

declare module 'http' {
  interface IncomingMessage {
    /** The request id (`x-request-id`), set by `requestLogging`. */
    id: string;
    /** A logger whose lines carry the request (`req: { id, method, url }`). */
    log: Logger;
  }
}
