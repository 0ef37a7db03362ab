import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { requestIdOf } from './request-logging';

const LIVENESS_PATH = '/healthz';

/** Headers that belong to one answer: the next probe gets its own. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

interface KeptAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * `GET /healthz` (and `HEAD`) answered before Express, from the app's own
 * first answer. The liveness probe is asked every few seconds by every load
 * balancer and orchestrator, its answer cannot change while the process runs,
 * and Express's request handling alone costs twice a bare `node:http` answer
 * (ADR 0051). The first probe goes through the app like any request; its
 * status, headers (security headers included) and body are kept when it
 * answered 200 uncompressed, and later probes get them back with a request id
 * of their own. Probes were never logged or shed; they no longer reach the
 * request metrics either (ADR 0058). Any other path, query or method goes to
 * the app.
 */
export function withLivenessFastPath(app: RequestListener): RequestListener {
  let kept: KeptAnswer | undefined;
  return (req, res) => {
    if (req.url !== LIVENESS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      app(req, res);
      return;
    }
    if (kept) {
      replay(kept, req, res);
      return;
    }
    if (req.method === 'GET') {
      keepAnswer(res, (answer) => {
        kept = answer;
      });
    }
    app(req, res);
  };
}

function replay({ status, headers, body }: KeptAnswer, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('x-request-id', requestIdOf(req));
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Collects what the app writes on `res` and hands it over when it is a plain 200. */
function keepAnswer(res: ServerResponse, keep: (answer: KeptAnswer) => void): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (args.length > 0 && typeof args[0] !== 'function') collect(args[0], args[1]);
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name)));
    if (res.statusCode === 200 && headers['content-encoding'] === undefined) {
      const body = Buffer.concat(chunks);
      keep({ status: 200, headers: { 'content-length': body.length, ...headers }, body });
    }
    return end(...args);
  }) as ServerResponse['end'];
}
