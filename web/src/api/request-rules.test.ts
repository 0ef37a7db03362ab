import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, getQueryFn, HttpError } from './http';
import { apiClient } from './api-client';
import { wantsBearer, wantsDeviceId } from './request-rules';
import { resetMemoryStorage } from '../identity/storage';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function respond(status: number, body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (url: string, reqInit: RequestInit) => {
    calls.push({ url, init: reqInit });
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': 'application/json' },
      ...init,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  resetMemoryStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('bearer paths', () => {
  it.each([
    '/api/auth/profile',
    '/api/usage/check',
    '/api/usage/increment',
    '/api/usage/reset',
    '/api/create-subscription',
    '/api/create-trial-subscription',
    '/api/subscription/status',
    '/api/subscription/cancel',
    '/api/billing/portal',
    '/api/billing/payment-methods',
    '/api/workout/generate',
    '/api/workout/complete',
    '/api/analytics/stats',
    '/api/generate-plan',
    '/api/usage/check?x=1',
    '/api/auth/logout',
    '/api/profile',
    '/api/profile?uid=fc_0123456789abcdef0123456789abcdef',
    '/api/profile/avatar',
    '/api/screens/profile',
    '/api/admin/media',
  ])('%s carries the bearer token', (path) => expect(wantsBearer(path)).toBe(true));

  it.each(['/api/auth/login', '/api/auth/register', '/api/screens/landing', '/api/subscriptions', '/api/free/generate', '/api/auth/profile-x'])(
    '%s does not',
    (path) => expect(wantsBearer(path)).toBe(false),
  );
});

describe('device id paths', () => {
  it.each(['/api/workout/generate', '/api/progression/next', '/api/progression/abc/def', '/api/profile', '/api/screens/profile'])('%s carries X-Device-Id', (path) =>
    expect(wantsDeviceId(path)).toBe(true),
  );
  it.each(['/api/workout/complete', '/api/profile/avatar', '/api/screens/landing', '/api/progression'])('%s does not', (path) =>
    expect(wantsDeviceId(path)).toBe(false),
  );
});

describe('apiFetch', () => {
  it('always sends cookies', async () => {
    respond(200, '{}');
    await apiFetch('/api/profile');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sets a JSON content type only when there is a body', async () => {
    respond(200, '{}');
    await apiFetch('/api/auth/login', { method: 'POST', body: { email: 'a@b.c' } });
    await apiFetch('/api/profile');
    await apiFetch('/api/bonus/grant', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(headersOf(calls[0])['content-type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}');
    expect(headersOf(calls[1])['content-type']).toBeUndefined();
    expect(headersOf(calls[2])['content-type']).toBeUndefined();
    expect(calls[2]?.init.body).toBeUndefined();
  });

  it('adds the bearer token only when a token exists and the path is listed', async () => {
    respond(200, '{}');
    await apiFetch('/api/usage/check');
    localStorage.setItem('fc_auth_token', 'secret-token');
    await apiFetch('/api/usage/check');
    await apiFetch('/api/screens/landing');
    await apiFetch('/api/auth/login', { method: 'POST', body: {}, headers: { Authorization: 'Bearer forged' } });
    expect(headersOf(calls[0]).authorization).toBeUndefined();
    expect(headersOf(calls[1]).authorization).toBe('Bearer secret-token');
    expect(headersOf(calls[2]).authorization).toBeUndefined();
    expect(headersOf(calls[3]).authorization).toBeUndefined();
  });

  it('adds X-Device-Id on workout generate, progression and own-profile paths only', async () => {
    respond(200, '{}');
    await apiFetch('/api/workout/generate', { method: 'POST', body: {} });
    await apiFetch('/api/progression/state');
    await apiFetch('/api/screens/landing');
    const id = localStorage.getItem('fc_uid');
    expect(id).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(headersOf(calls[0])['x-device-id']).toBe(id);
    expect(headersOf(calls[1])['x-device-id']).toBe(id);
    expect(headersOf(calls[2])['x-device-id']).toBeUndefined();
  });

  it('throws "<status>: <body>" on a non-OK answer', async () => {
    respond(409, '{"error":"already used"}');
    const error = await apiFetch('/api/free/generate', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('409: {"error":"already used"}');
  });

  it('throws "<status>: <status text>" when the body is empty', async () => {
    respond(503, '', { statusText: 'Service Unavailable' });
    const error = await apiFetch('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });
});

describe('default query function', () => {
  const ctx = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('GETs the query key joined with "/" and parses JSON', async () => {
    respond(200, '{"allowed":true}');
    const result = await getQueryFn({ on401: 'throw' })(ctx(['/api/profile', 'abc']));
    expect(calls[0]?.url).toBe('/api/profile/abc');
    expect(calls[0]?.init.method).toBe('GET');
    expect(result).toEqual({ allowed: true });
  });

  it('resolves 401 to null when configured to', async () => {
    respond(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/profile']))).resolves.toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    respond(401, '{"error":"Authentication required"}');
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/auth/profile']))).rejects.toThrow(
      '401: {"error":"Authentication required"}',
    );
  });
});

describe('ts-rest client', () => {
  it('applies the same rules: cookies, no content type without a body, no bearer off-list', async () => {
    localStorage.setItem('fc_auth_token', 'secret-token');
    respond(200, JSON.stringify({ status: 'ok' }));
    const result = await apiClient.health.live();
    expect(result.status).toBe(200);
    expect(calls[0]?.url).toBe('/healthz');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0])['content-type']).toBeUndefined();
    expect(headersOf(calls[0]).authorization).toBeUndefined();
  });

  it('sends a JSON content type with a body', async () => {
    respond(204, '');
    await apiClient.screens.reportBlock({
      body: { screenId: 'landing', blockId: 'x', type: 'x', v: 1, reason: 'unknown-block' },
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(headersOf(calls[0])['content-type']).toBe('application/json');
    const body = calls[0]?.init.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(typeof body === 'string' ? body : '')).toMatchObject({ screenId: 'landing' });
  });
});
