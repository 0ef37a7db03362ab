import { initClient, type ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { healthContract } from '../../../contracts/health/health.contract';
import { screensContract } from '../../../contracts/screens/screens.contract';
import { prepareRequest } from './request-rules';

/**
 * The ts-rest fetcher: same request rules as `apiFetch` (via `prepareRequest`).
 * It resolves every status, as ts-rest expects; the react-query hooks throw
 * non-2xx answers, and callers of the clients switch on `status`.
 */
export const tsRestFetcher: ApiFetcher = async ({ method, path, headers, body, fetchOptions }) => {
  const { signal, ...rest } = fetchOptions ?? {};
  const { url, init } = prepareRequest({
    method,
    path,
    headers,
    body: body ?? undefined,
    signal: signal ?? undefined,
    init: { cache: rest.cache, mode: rest.mode },
  });
  const res = await fetch(url, init);
  const type = res.headers.get('content-type') ?? '';
  let parsed: unknown;
  if (res.status === 204) parsed = undefined;
  else if (type.includes('json')) {
    const text = await res.text();
    parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  } else parsed = await res.text();
  return { status: res.status, body: parsed, headers: res.headers };
};

export const clientArgs = { baseUrl: '', api: tsRestFetcher, validateResponse: false } as const;

/**
 * The part of the contract every page needs (health, screens). Feature chunks
 * use the full `apiClient` of ./api-client.ts, so the entry bundle carries only
 * these schemas however many modules the contract grows.
 */
const entryContract = { health: healthContract, screens: screensContract };

/** Typed imperative client for the entry's routes. */
export const entryClient = initClient(entryContract, clientArgs);

/** Typed react-query hooks for the entry's routes (`tsr.screens.getScreen.useQuery`…). */
export const tsr = initTsrReactQuery(entryContract, clientArgs);
