import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { isAppRoute } from '../../../contracts/app-routes';

const ONE_YEAR_S = 31_536_000;

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated; page routes get index.html (a 404 status for paths the app has
 * no page for, so the app shows its 404 page and crawlers see the truth).
 */
export function webApp(distDir: string, logger: Logger): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ distDir }, 'web app not built; run `npm run build` (npm start does it for you)');
    router.use((req, res, next) => {
      if (req.method !== 'GET') return next();
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    });
    return router;
  }
  const indexHtml = readFileSync(indexFile);

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0, redirect: false }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res
      .status(isAppRoute(req.path) ? 200 : 404)
      .setHeader('cache-control', 'no-cache')
      .type('html')
      .send(indexHtml);
  });
  return router;
}
