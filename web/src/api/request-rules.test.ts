import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsContract } from '../../../contracts/accounts/accounts.contract';
import { screensContract } from '../../../contracts/screens/screens.contract';
import { usageContract } from '../../../contracts/usage/usage.contract';
import { workoutsContract } from '../../../contracts/workouts/workouts.contract';
import { resetMemoryStorage } from '../identity/storage';
import { bodyOf, createApiClient, HttpError } from './api-client';
import { prepareRequest, wantsBearer, wantsDeviceId } from './request-rules';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } });
    }),
  );
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

const accounts = createApiClient(accountsContract);
const screens = createApiClient(screensContract);
const usage = createApiClient(usageContract);
const workouts = createApiClient(workoutsContract);

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
    '/api/screens/app',
    '/api/admin/media',
    '/api/admin/analytics',
    '/api/analytics',
    '/api/session/complete',
    '/api/leaderboard?limit=50',
    '/api/city-leaderboard/Madrid/Spain',
    '/api/history',
    '/api/user-challenges?lang=es',
    '/api/challenges/6f1d0c52-4a43-4d8e-9d1f-0c0de0000001/join',
    '/api/trips',
    '/api/trips/6f1d0c52-4a43-4d8e-9d1f-0c0de0000001',
    '/api/plan',
    '/api/plan/generate',
    '/api/plan/preferences',
    '/api/plan/calendar-feed',
  ])('%s carries the bearer token', (path) => expect(wantsBearer(path)).toBe(true));

  it.each([
    '/api/auth/login',
    '/api/auth/register',
    '/api/screens/landing',
    '/api/subscriptions',
    '/api/free/generate',
    '/api/auth/profile-x',
    '/api/top-cities',
    '/api/challenges?lang=en',
    '/api/cities?q=mad',
  ])('%s does not', (path) => expect(wantsBearer(path)).toBe(false));
});

describe('device id paths', () => {
  it.each([
    '/api/workout/generate',
    '/api/progression/next',
    '/api/progression/abc/def',
    '/api/profile',
    '/api/screens/profile',
    '/api/screens/app',
    '/api/session/complete',
    '/api/leaderboard?limit=50',
    '/api/city-leaderboard/Madrid/Spain',
    '/api/history',
    '/api/user-challenges?lang=es',
    '/api/challenges/6f1d0c52-4a43-4d8e-9d1f-0c0de0000001/join',
    '/api/analytics',
  ])('%s carries X-Device-Id', (path) => expect(wantsDeviceId(path)).toBe(true));
  it.each([
    '/api/workout/complete',
    '/api/profile/avatar',
    '/api/screens/landing',
    '/api/progression',
    '/api/top-cities',
    '/api/analytics/stats',
    '/api/challenges',
  ])('%s does not', (path) => expect(wantsDeviceId(path)).toBe(false));
});

describe('prepareRequest', () => {
  it('always sends cookies', () => {
    expect(prepareRequest({ method: 'GET', path: '/api/screens/landing' }).init.credentials).toBe('include');
  });

  it('declares JSON only for a JSON body, and lets the browser type a form', () => {
    const json = prepareRequest({ method: 'POST', path: '/api/auth/login', body: '{"email":"a@b.c"}' }).init;
    const empty = prepareRequest({ method: 'POST', path: '/api/bonus/grant', headers: { 'Content-Type': 'application/json' } }).init;
    const form = prepareRequest({ method: 'POST', path: '/api/profile/avatar', body: new FormData() }).init;
    expect(headersOf(json)['content-type']).toBe('application/json');
    expect(json.body).toBe('{"email":"a@b.c"}');
    expect(headersOf(empty)['content-type']).toBeUndefined();
    expect(empty.body).toBeUndefined();
    expect(headersOf(form)['content-type']).toBeUndefined();
    expect(form.body).toBeInstanceOf(FormData);
  });

  it('adds the bearer token only when a token exists and the path is listed, whatever the caller sent', () => {
    const before = prepareRequest({ method: 'GET', path: '/api/usage/check' }).init;
    localStorage.setItem('fc_auth_token', 'secret-token');
    const listed = prepareRequest({ method: 'GET', path: '/api/usage/check' }).init;
    const unlisted = prepareRequest({ method: 'GET', path: '/api/screens/landing' }).init;
    const forged = prepareRequest({
      method: 'POST',
      path: '/api/auth/login',
      body: '{}',
      headers: { Authorization: 'Bearer forged' },
    }).init;
    expect(headersOf(before).authorization).toBeUndefined();
    expect(headersOf(listed).authorization).toBe('Bearer secret-token');
    expect(headersOf(unlisted).authorization).toBeUndefined();
    expect(headersOf(forged).authorization).toBeUndefined();
  });

  it('adds X-Device-Id on workout generate, progression and own-profile paths only', () => {
    const generate = prepareRequest({ method: 'POST', path: '/api/workout/generate', body: '{}' }).init;
    const progression = prepareRequest({ method: 'GET', path: '/api/progression/state' }).init;
    const landing = prepareRequest({ method: 'GET', path: '/api/screens/landing' }).init;
    const id = localStorage.getItem('fc_uid');
    expect(id).toMatch(/^fc_[0-9a-f]{32}$/);
    expect(headersOf(generate)['x-device-id']).toBe(id);
    expect(headersOf(progression)['x-device-id']).toBe(id);
    expect(headersOf(landing)['x-device-id']).toBeUndefined();
  });
});

describe('the api client', () => {
  it('sends every call through the rules: cookies, no content type without a body, no bearer off the list', async () => {
    localStorage.setItem('fc_auth_token', 'secret-token');
    respond(200, '{"protocol":1}');
    const reply = await screens.getScreen({ params: { screenId: 'landing' }, query: { lang: 'en' } });
    expect(reply.status).toBe(200);
    expect(calls[0]?.url).toBe('/api/screens/landing?lang=en');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0]?.init)['content-type']).toBeUndefined();
    expect(headersOf(calls[0]?.init).authorization).toBeUndefined();
  });

  it('sends a body as JSON, with the bearer token and device id where the rules want them', async () => {
    localStorage.setItem('fc_auth_token', 'secret-token');
    respond(403, '{"error":"Weekly limit reached","code":"usage.limit-reached"}');
    await workouts.generate({ query: { lang: 'en' }, body: { minutes: 10, environment: 'hotel' } });
    const headers = headersOf(calls[0]?.init);
    expect(calls[0]?.init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers['x-device-id']).toBe(localStorage.getItem('fc_uid'));
    expect(calls[0]?.init.body).toBe('{"minutes":10,"environment":"hotel"}');
  });

  it('sends an empty body as nothing at all', async () => {
    respond(200, '{"success":true}');
    await usage.grantBonus({ query: { uid: 'fc_0123456789abcdef0123456789abcdef' }, body: undefined });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0]?.init)['content-type']).toBeUndefined();
  });

  it('sends a multipart field as a form the browser types', async () => {
    respond(200, '{}');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await accounts.uploadAvatar({ body: { avatar: photo } });
    expect(headersOf(calls[0]?.init)['content-type']).toBeUndefined();
    expect((calls[0]?.init.body as FormData).get('avatar')).toBe(photo);
  });

  it('resolves a refusal with its parsed body, and a non-JSON one with its text', async () => {
    respond(409, '{"success":false,"error":"Bonus workout already granted"}');
    const refused = await usage.grantBonus({ query: {}, body: undefined });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Bonus workout already granted' } });
    respond(502, '<h1>Bad gateway</h1>', 'text/html');
    expect(await accounts.getProfile({ query: {} })).toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>' });
  });
});

describe('bodyOf', () => {
  it('answers the body of the expected status', async () => {
    respond(200, '{"success":true}');
    expect(bodyOf(await usage.grantBonus({ query: {}, body: undefined }), 200)).toEqual({ success: true });
  });

  it('throws any other status as "<status>: <body>" (spec 1 §8), with the error body\'s code and text', async () => {
    respond(409, '{"error":"already used","code":"free.already-used"}');
    const error = await workouts
      .freeStatus({ query: { uid: 'fc_0123456789abcdef0123456789abcdef' } })
      .then((reply) => bodyOf(reply, 200))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'free.already-used', serverMessage: 'already used' });
    expect((error as Error).message).toBe('409: {"error":"already used","code":"free.already-used"}');
  });
});
