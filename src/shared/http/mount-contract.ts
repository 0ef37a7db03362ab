import { createExpressEndpoints, type RequestValidationError } from '@ts-rest/express';
import type { AppRouter } from '@ts-rest/core';
import type { Application } from 'express';
import type { Locale } from '../../../contracts/sdui';
import { errorBody, invalidRequest, issuesOf } from './error-body';

/** Third-party sources added to the Content-Security-Policy of one page, by the page's path (e.g. `/paywall`). */
export type PageSources = Readonly<Record<string, Partial<Record<'script-src' | 'frame-src' | 'connect-src', readonly string[]>>>>;

/**
 * Data a page's HTML carries so its first paint needs no request (the landing's
 * screen, docs/adr/0047): by the page's path, what to inline for a language. The web
 * reads it from `<script type="application/json" id="travelfit-inline-<key>">`.
 */
export type PageData = Readonly<Record<string, (locale: Locale) => Promise<InlinePageData>>>;
export interface InlinePageData {
  /** Names the element (`travelfit-inline-<key>`) the web looks for. */
  key: string;
  data: unknown;
}

/** A module's HTTP surface, mounted by the composition root. */
export interface HttpRoutes {
  name: string;
  /** Pages of the web app that load a third party's code (a payment form): only their HTML gets these sources. */
  pageSources?: PageSources;
  /** What the HTML of some pages carries inline (see `PageData`). */
  pageData?: PageData;
  /**
   * Routes that must read the body exactly as sent (a webhook whose signature
   * covers the raw bytes): mounted after the edge (logging, security headers)
   * but before the JSON body parser, so each parses its own body, e.g. with
   * `express.raw({ type: 'application/json', limit: '1mb' })`.
   */
  mountBeforeBodyParsing?(app: Application): void;
  mount(app: Application): void;
}

/**
 * Mounts a module's ts-rest router with the shared rules: every request part is
 * checked against the contract's zod schemas; a bad path parameter is a 404
 * (no such resource), any other bad part a 400 naming the fields; answers are
 * validated against the contract so nothing undeclared leaks out.
 */
export function mountContract<T extends AppRouter>(
  app: Application,
  contract: T,
  router: Parameters<typeof createExpressEndpoints<T>>[1],
): void {
  createExpressEndpoints(contract, router, app, {
    responseValidation: true,
    requestValidationErrorHandler: (err: RequestValidationError, _req, res) => {
      if (err.pathParams) {
        res.status(404).json(errorBody('Not found', 'http.not-found'));
        return;
      }
      const { status, body } = invalidRequest([
        ...issuesOf('headers', err.headers),
        ...issuesOf('query', err.query),
        ...issuesOf('body', err.body),
      ]);
      res.status(status).json(body);
    },
  });
}
