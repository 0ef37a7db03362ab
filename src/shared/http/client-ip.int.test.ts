import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { registration } from '../../app/testing/builders';

/**
 * Per-address limits count the address `TRUST_PROXY` says is the client's
 * (SECURITY.md "proxies"). Registration allows 2 per address here, so the
 * third registration from one address is refused.
 */
const db = useTestDatabase();
let app: HttpTestApp | undefined;

afterEach(async () => {
  await app?.stop();
  app = undefined;
});

async function registerFrom(forwardedFor: string): Promise<number> {
  const answer = await app!.call('/api/auth/register', {
    method: 'POST',
    body: registration(),
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return answer.status;
}

describe('the client address of per-address limits', () => {
  it('is the connection’s peer without a trusted proxy: a client cannot get a fresh allowance by changing X-Forwarded-For', async () => {
    app = await startHttpTestApp(db.url, { rateLimitOverrides: { 'register-ip': { limit: 2, windowSeconds: 3600 } } });
    expect([await registerFrom('198.51.100.1'), await registerFrom('198.51.100.2'), await registerFrom('198.51.100.3')]).toEqual([
      201, 201, 429,
    ]);
  });

  it('is the address the trusted proxy saw behind one hop, so travellers behind one load balancer do not share one allowance', async () => {
    app = await startHttpTestApp(db.url, {
      env: { TRUST_PROXY: '1' },
      rateLimitOverrides: { 'register-ip': { limit: 2, windowSeconds: 3600 } },
    });
    // The client forged the first entry; the proxy appended the address it saw.
    expect([
      await registerFrom('10.9.9.9, 203.0.113.5'),
      await registerFrom('10.9.9.8, 203.0.113.5'),
      await registerFrom('203.0.113.6'),
    ]).toEqual([201, 201, 201]);
    expect(await registerFrom('10.9.9.7, 203.0.113.5')).toBe(429);
  });
});
