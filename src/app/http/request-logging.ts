import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { RequestHandler } from 'express';

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

/**
 * One JSON line per request with a request id (taken from a well-formed
 * `x-request-id`, else new) that is echoed back so a traveller's report can be
 * matched to the log. Redaction is configured on the logger itself.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => {
      // A client that hangs up mid-request is routine on hotel and airport networks, not a server fault.
      if (!res.writableEnded) return 'info';
      return err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedPath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}
