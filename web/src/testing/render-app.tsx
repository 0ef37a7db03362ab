import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import type { Locale } from '../i18n/locale';

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: FetchCall) => { status: number; body?: unknown } | undefined;

/** The page view every page records (web/src/analytics), which the server answers 204. */
const isAnalyticsEvent = (call: FetchCall) => call.method === 'POST' && call.url === '/api/analytics';

/**
 * Replaces global fetch with a recorder answering from `responder` (204 by
 * default). Analytics events are recorded and answered 204 as the server
 * does, whatever the responder says of calls it does not know, so a page
 * test is not told its page view failed.
 */
export function stubFetch(responder: Responder) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      };
      calls.push(call);
      const answer = (isAnalyticsEvent(call) ? undefined : responder(call)) ?? { status: 204 };
      const text = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders the real app (providers, layout, routes) at `path` in a memory router. */
export function renderApp({
  path = '/',
  locale = 'en',
  routeTable = routes,
}: {
  path?: string;
  locale?: Locale;
  routeTable?: RouteObject[];
} = {}) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient} locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** jsdom lacks these browser APIs. */
export function installBrowserShims({ reducedMotion = false } = {}) {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })),
  );
  return { scrollIntoView };
}
