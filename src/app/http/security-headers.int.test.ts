import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

/** `default-src 'self'; …` as a directive → value map. */
function policyOf(header: string | null): Map<string, string> {
  expect(header, 'no Content-Security-Policy').toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([directive, ...values]) => [directive!, values.join(' ')]),
  );
}

/** SECURITY.md's browser protections, on pages, API answers and errors alike. */
describe('every answer carries the browser protections', () => {
  for (const [answer, address] of [
    ['the landing page', '/'],
    ['a missing page', '/no-such-place'],
    ['an API answer', '/api/screens/landing'],
    ['an API error', '/api/no-such-thing'],
  ] as const) {
    it(`on ${answer}`, async () => {
      const { headers } = await app.call(address);
      const policy = policyOf(headers.get('content-security-policy'));
      expect(
        Object.fromEntries(
          ['default-src', 'script-src', 'object-src', 'base-uri', 'frame-ancestors', 'form-action'].map((d) => [d, policy.get(d)]),
        ),
      ).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
      });
      // One framing policy: no one may frame the app, in CSP and in the older header alike.
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('server') ?? '').not.toMatch(/express|node/i);
    });
  }
});
