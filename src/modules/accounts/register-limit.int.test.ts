import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { registration } from '../../app/testing/builders';

const db = useTestDatabase();
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url);
});
afterAll(async () => {
  await app?.stop();
});

describe('registrations from one address', () => {
  it('are limited to 20 an hour, counting refused ones too', async () => {
    const taken = registration();
    expect((await app.call('/api/auth/register', { method: 'POST', body: taken })).status).toBe(201);
    for (let i = 1; i < 20; i += 1) {
      const answer = await app.call('/api/auth/register', { method: 'POST', body: registration({ email: taken.email }) });
      expect(answer.status).toBe(409);
    }
    const limited = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('are counted per connection when no proxy is trusted: an X-Forwarded-For header changes nothing', async () => {
    const answer = await app.call('/api/auth/register', {
      method: 'POST',
      body: registration(),
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(answer.status).toBe(429);
  });
});
