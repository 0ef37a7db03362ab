import compression from 'compression';
import express, { type Application, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import type { TrustProxy } from '../config';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { apiNotFound, errorHandler } from './error-handling';
import { createHealthRouter } from './health.router';
import { jsonBodiesOnly } from './json-bodies-only';
import { openApiRoutes } from './openapi';
import { requestLogging } from './request-logging';
import { retryAfterOn503 } from './retry-after';
import { securityHeaders } from './security-headers';
import { webApp } from './web-app';

export const JSON_BODY_LIMIT = '1mb';

/** Load shedding and metrics (src/app/observability): handlers run before any other, routes mounted after the security headers. */
export interface EdgeHooks {
  first: RequestHandler[];
  mount(app: Application): void;
}

export interface HttpAppDeps {
  logger: Logger;
  production: boolean;
  webDistDir: string;
  /** `PUBLIC_ORIGIN`: the pages' canonical addresses, alternates and sitemap. */
  publicOrigin: string;
  routes: HttpRoutes[];
  isReady: () => Promise<boolean>;
  /** Proxies allowed to say the client's address (config `TRUST_PROXY`); `false`: the socket's peer is the client. */
  trustProxy?: TrustProxy;
  edge?: EdgeHooks;
}

/** The Express application: edge concerns in order, then module routes, then the web app. */
export function createHttpApp({
  logger,
  production,
  webDistDir,
  publicOrigin,
  routes,
  isReady,
  trustProxy = false,
  edge,
}: HttpAppDeps): Application {
  const app = express();
  app.disable('x-powered-by');
  // Hashing every body cost a fifth of a trivial request; API answers are `no-store`, so only the HTML sets its own (web-app.ts).
  app.set('etag', false);
  app.set('trust proxy', trustProxy);
  app.set('query parser', 'simple');

  // Security headers come first: every answer carries them, a shed request's 503 included.
  app.use(securityHeaders(production, Object.fromEntries(routes.flatMap((route) => Object.entries(route.pageSources ?? {})))));
  for (const handler of edge?.first ?? []) app.use(handler);
  app.use(requestLogging(logger));
  app.use(retryAfterOn503);
  app.use(compression());
  edge?.mount(app);
  app.use('/api', (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  for (const route of routes) route.mountBeforeBodyParsing?.(app);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', jsonBodiesOnly);

  mountContract(app, contract.health, createHealthRouter(isReady));
  for (const route of routes) route.mount(app);
  app.use(openApiRoutes());
  app.use('/api', apiNotFound);
  const pageData = Object.fromEntries(routes.flatMap((route) => Object.entries(route.pageData ?? {})));
  app.use(webApp({ distDir: webDistDir, logger, publicOrigin, pageData }));
  app.use(errorHandler);
  return app;
}
