import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { screenQueryKey } from '../sdui/api/screens.api';
import type { Locale } from '../i18n/locale';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/**
 * The pages drawn on the server (docs/adr/0048), by path, with the screen their HTML
 * carries inline: the server puts their markup into `#root` and the browser hydrates
 * it (`main.tsx`), so the page paints before any script has run. Every other page is
 * drawn in the browser only.
 */
const SERVER_DRAWN: Readonly<Record<string, ScreenId>> = { '/': 'landing' };

export interface RenderRequest {
  /** The address asked for (path and query). */
  url: string;
  locale: Locale;
  /** The page's inline data (`travelfit-inline-<key>`), by key: the same the browser reads. */
  inline: Readonly<Record<string, unknown>>;
}

/**
 * The markup of `#root` for a page drawn on the server, or undefined when the page is
 * drawn in the browser. The tree is the browser's own (`main.tsx`): the same providers
 * and routes, the screen in the query cache as the browser seeds it from the inline
 * JSON, the session of a visitor with no token (signed out), so hydration matches.
 */
export async function renderPage({ url, locale, inline }: RenderRequest): Promise<string | undefined> {
  const address = new URL(url, 'http://travelfit.invalid');
  const screenId = SERVER_DRAWN[address.pathname];
  const screen = screenId && inline[`screen-${screenId}`];
  if (!screenId || screen === undefined) return undefined;

  const queryClient = createQueryClient();
  queryClient.setQueryData(screenQueryKey(screenId, locale), screen);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);

  // A prerender waits for the lazily loaded page module (renderToString would draw the fallback).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        {/* No hydration data script: the CSP allows no inline script, and these routes load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline: React would otherwise move large ones after the shell with an inline script the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}
