import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AUTH_TOKEN_KEY } from '../identity/auth-token';
import { DEVICE_ID_KEY } from '../identity/device-id';
import { resetMemoryStorage } from '../identity/storage';
import { pagePathOf } from './page-path';
import { track } from './track';
import { usePageViews } from './use-page-views';

type Sent = { url: string; init: RequestInit };
let sent: Sent[];

function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(status === 204 ? null : '{"error":"Nope"}', { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const bodies = () => sent.map((call) => JSON.parse(call.init.body as string) as { eventName: string; eventData: string });
const pagesSent = () => bodies().map((body) => (JSON.parse(body.eventData) as { path: string }).path);

function privacy(signals: { doNotTrack?: string; globalPrivacyControl?: boolean }) {
  vi.stubGlobal('navigator', { ...navigator, ...signals });
}

function Page() {
  usePageViews();
  return null;
}

function renderAt(path: string) {
  const routes: RouteObject[] = [{ path: '*', Component: Page }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  resetMemoryStorage();
  localStorage.setItem(DEVICE_ID_KEY, 'fc_0123456789abcdef0123456789abcdef');
  answer(204);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('page views', () => {
  it('are sent for the first page and on every route change, by route, with no query or fragment', async () => {
    const router = renderAt('/');
    await vi.waitFor(() => expect(pagesSent()).toEqual(['/']));
    await act(() => router.navigate('/teams?join=4f1c2d3e#x'));
    await act(() => router.navigate('/billing/checkout/cs_test_secret'));
    await act(() => router.navigate('/no/such/page?token=abc'));
    await vi.waitFor(() => expect(pagesSent()).toEqual(['/', '/teams', '/billing/checkout/:id', '*']));
    expect(bodies().every((body) => body.eventName === 'page_view')).toBe(true);
  });

  it('carry who is calling in the headers, no cookie of their own, and outlive the page', async () => {
    track('page_view', { path: '/free' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('/api/analytics');
    expect((init.headers as Record<string, string>)['x-device-id']).toBe('fc_0123456789abcdef0123456789abcdef');
    expect(init.keepalive).toBe(true);
    expect(init.body).not.toContain('fc_0123456789abcdef');
    expect(document.cookie).toBe('');
  });

  it('carry the session of a signed-in traveller', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'a-session-token');
    track('waitlist_signup', { source: 'landing' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer a-session-token');
    expect(bodies()).toEqual([{ eventName: 'waitlist_signup', eventData: '{"source":"landing"}' }]);
  });
});

describe('a visitor who asks not to be tracked', () => {
  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('with %s sends nothing', async (_name, signals) => {
    privacy(signals);
    renderAt('/free');
    track('free_workout_started');
    // Give an idle callback every chance to run before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('with Do Not Track off is counted', async () => {
    privacy({ doNotTrack: '0', globalPrivacyControl: false });
    track('free_workout_completed');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('a failure', () => {
  it.each([
    ['refused by the server', () => answer(500)],
    [
      'of the network',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            throw new TypeError('Failed to fetch');
          }),
        ),
    ],
  ])('%s is only logged', async (_name, fail) => {
    fail();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => track('page_view', { path: '/' })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('analytics: could not send page_view', expect.anything()));
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/free/', '/free'],
    ['/billing/checkout/abc123', '/billing/checkout/:id'],
    ['/admin/media', '/admin/media'],
    ['/users/ana@example.com', '*'],
  ])('%s is reported as %s', (pathname, page) => expect(pagePathOf(pathname)).toBe(page));
});
