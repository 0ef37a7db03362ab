import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';

/** How long SIGTERM waits for in-flight requests before closing them. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface HttpServerTimeouts {
  /** The whole request must have arrived within this (Node's default is 300 s). */
  requestTimeoutMs: number;
  /** The headers must have arrived within this (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

export interface AppServer {
  server: Server;
  /**
   * From now on every answer says `Connection: close`, so keep-alive clients
   * (a load balancer, a browser) open their next request elsewhere while this
   * process still serves everything it receives.
   */
  startDraining(): void;
  /** Stops accepting and waits for in-flight requests: at most 10 s, then their connections are closed. */
  close(): Promise<void>;
}

/**
 * The HTTP server with timeouts for a JSON API: a client that sends its headers
 * or body slowly (or never) gets 408 and loses the connection after
 * `requestTimeoutMs` instead of holding it for Node's 300 s.
 */
export function createAppServer(app: RequestListener, timeouts: HttpServerTimeouts, logger: Logger): AppServer {
  let draining = false;
  const server = createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node only checks the two timeouts above this often (default 30 s), which would double a 30 s budget.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs),
    },
    (req, res) => {
      if (draining) res.setHeader('connection', 'close');
      app(req, res);
    },
  );
  return {
    server,
    startDraining() {
      draining = true;
    },
    async close() {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn('drain timeout: closing open connections');
        server.closeAllConnections();
      }, DRAIN_TIMEOUT_MS);
      await closed;
      clearTimeout(timer);
    },
  };
}
