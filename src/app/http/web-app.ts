import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { appRouteOf } from '../../../contracts/app-routes';
import { seoMessages } from '../../../contracts/i18n/seo-messages';
import type { Locale } from '../../../contracts/sdui';
import { requestLocale, type InlinePageData, type PageData } from '../../shared/http';
import { FormatjsTranslator } from '../../shared/i18n';
import { htmlTemplate } from './pages/html-page';
import { NOT_FOUND_MODULES, PAGE_MODULES } from './pages/page-modules';
import { pageHead } from './pages/page-head';
import { publicPage } from './pages/public-pages';
import { loggedPath } from './request-logging';
import { robotsTxt, sitemapXml } from './pages/robots-and-sitemap';
import { loadPageRenderer } from './pages/page-renderer';
import { manifestPreloads } from './pages/vite-manifest';

const ONE_YEAR_S = 31_536_000;
const ONE_HOUR_S = 3600;

export interface WebAppOptions {
  distDir: string;
  logger: Logger;
  /** `PUBLIC_ORIGIN`: canonical addresses, alternates, share images and the sitemap are built from it. */
  publicOrigin: string;
  /** What some pages' HTML carries inline, by path (the landing's screen). */
  pageData?: PageData;
}

/**
 * The page's HTML is `no-cache`: a browser revalidates it with this ETag (weak,
 * as Express made it before the app turned Express's ETags off) and gets a 304
 * while the page has not changed.
 */
const weakEtagOf = (html: string) =>
  `W/"${Buffer.byteLength(html).toString(16)}-${createHash('sha1').update(html).digest('base64').slice(0, 27)}"`;

const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The language an address names itself (`?lang=en|es`), if any. */
function addressedLocale(req: Request): Locale | undefined {
  const lang = req.query.lang;
  return lang === 'en' || lang === 'es' ? lang : undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated; `robots.txt` and `sitemap.xml`; page routes get index.html with
 * the page's head in the request's language, its chunks preloaded and its inline
 * data (docs/adr/0047) — a 404 status for paths the app has no page for, so the
 * app shows its 404 page and crawlers see the truth.
 */
export function webApp({ distDir, logger, publicOrigin, pageData = {} }: WebAppOptions): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('cache-control', `public, max-age=${ONE_HOUR_S}`).type('text/plain').send(robotsTxt(publicOrigin));
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('cache-control', `public, max-age=${ONE_HOUR_S}`).type('application/xml').send(sitemapXml(publicOrigin));
  });

  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ distDir }, 'web app not built; run `npm run build` (npm start does it for you)');
    router.use((req, res, next) => {
      if (req.method !== 'GET') return next();
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    });
    return router;
  }
  const render = htmlTemplate(readFileSync(indexFile, 'utf8'));
  const preloadsOf = manifestPreloads(distDir);
  const renderer = loadPageRenderer(distDir, logger);
  const texts = new FormatjsTranslator(seoMessages, ({ locale, key, error }) =>
    logger.warn({ err: error, locale, messageKey: key }, 'page head message could not be formatted'),
  );

  /** The page's markup drawn on the server, when the renderer draws it; a failure leaves the page to the browser. */
  const drawn = async (url: string, locale: Locale, inline: readonly InlinePageData[]): Promise<string> => {
    try {
      const byKey = Object.fromEntries(inline.map(({ key, data }) => [key, data]));
      return (await (await renderer)?.renderPage({ url, locale, inline: byKey })) ?? '';
    } catch (error) {
      // The address as the request log shows it: its query may carry a device id or a reset token.
      logger.error({ err: error, url: loggedPath(url) }, 'page could not be drawn on the server: the browser draws it');
      return '';
    }
  };

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
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const pathname = normalised(req.path);
      const locale = requestLocale(req);
      const route = appRouteOf(pathname);
      const inlineData = pageData[pathname];
      const inline = inlineData ? [await inlineData(locale)] : [];
      const html = render({
        locale,
        head: pageHead({
          page: publicPage(pathname),
          locale,
          addressed: addressedLocale(req),
          origin: publicOrigin,
          texts: { t: (key) => texts.t(locale, key) },
        }),
        preloads: preloadsOf(route ? PAGE_MODULES[route] : NOT_FOUND_MODULES),
        inline,
        body: inline.length > 0 ? await drawn(req.originalUrl, locale, inline) : '',
      });
      res
        .status(route ? 200 : 404)
        .setHeader('cache-control', 'no-cache')
        // The same address answers in the language of the cookie or Accept-Language (only the bare path: `?lang=` pins it).
        .setHeader('vary', 'Accept-Language, Cookie')
        .setHeader('content-language', locale)
        .setHeader('etag', weakEtagOf(html))
        .type('html')
        .send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
