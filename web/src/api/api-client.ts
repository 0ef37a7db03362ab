import { initClient, type ApiFetcher, type AppRouter } from '@ts-rest/core';
import { prepareRequest } from './request-rules';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's error page labelled JSON: the text still tells what went wrong.
    return text;
  }
}

/**
 * Sends every call with the spec's request rules (`prepareRequest`). It
 * resolves every status, as ts-rest expects: callers switch on `status`, or
 * take the body of the one they expect with `bodyOf`.
 */
const fetcher: ApiFetcher = async ({ method, path, headers, body, fetchOptions }) => {
  const { signal, ...rest } = fetchOptions ?? {};
  const { url, init } = prepareRequest({
    method,
    path,
    headers,
    body: body ?? undefined,
    signal: signal ?? undefined,
    // keepalive: an analytics event may outlive the page that sent it.
    init: { cache: rest.cache, mode: rest.mode, ...(rest.keepalive ? { keepalive: true } : {}) },
  });
  const res = await fetch(url, init);
  const text = res.status === 204 ? '' : await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: text === '' ? undefined : isJson ? parseJson(text) : text, headers: res.headers };
};

const clientArgs = { baseUrl: '', api: fetcher, validateResponse: false } as const;

/**
 * The web app's one way to call the API (docs/adr/0014-one-api-client.md): a
 * typed ts-rest client for one module's contract. Each feature builds its own
 * from the sub-contract it calls, imported from that contract's file (never
 * the root `contract`), so a route's chunk carries only the schemas it uses
 * and the entry bundle only those of the screens.
 */
export function createApiClient<T extends AppRouter>(router: T) {
  return initClient(router, clientArgs);
}

function textField(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A reply whose status its caller does not handle. The message is the spec's `"<status>: <body>"` (spec 1 §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The shared error body's `code` (`accounts.update-failed`…), when it has one. */
  readonly code: string | undefined;
  /** The shared error body's `error` text, when it has one. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status}: ${typeof body === 'string' ? body : (JSON.stringify(body) ?? '')}`);
    this.code = textField(body, 'code');
    this.serverMessage = textField(body, 'error');
  }
}

interface Reply {
  status: number;
  body: unknown;
}

/** The body of a reply with the status the caller expects; any other status throws `HttpError`. */
export function bodyOf<R extends Reply, S extends R['status']>(reply: R, status: S): Extract<R, { status: S }>['body'] {
  if (reply.status !== status) throw new HttpError(reply.status, reply.body);
  return reply.body;
}
