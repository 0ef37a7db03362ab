import type { QueryFunction } from '@tanstack/react-query';
import { prepareRequest } from './request-rules';

/** A non-OK answer. The message is the spec's `"<status>: <body or status text>"`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** Throws `HttpError` for any non-OK response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    /* unreadable body: fall back to the status text */
  }
  throw new HttpError(res.status, text, res.statusText);
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  const text = await res.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export interface ApiFetchOptions {
  method?: string;
  /** Serialised as JSON. `undefined` sends no body and no content type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Fetch with the shared rules; resolves the raw Response after the non-OK check. */
export async function apiRequest(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { url, init } = prepareRequest({
    method: options.method ?? 'GET',
    path,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: options.headers,
    signal: options.signal,
  });
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** Fetch with the shared rules and parse the JSON answer (null when empty). */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await readJson(await apiRequest(path, options))) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the query key joined with '/', parse JSON.
 * With `on401: 'returnNull'` an unauthorised answer resolves to null.
 */
export function getQueryFn<T = unknown>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey.map(String).join('/');
    const { url, init } = prepareRequest({ method: 'GET', path, signal });
    const res = await fetch(url, init);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await readJson(res)) as T;
  };
}
