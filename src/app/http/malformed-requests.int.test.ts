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

/** The reports of issue 9 item 7, against the whole app: each was a 500. */
describe('malformed requests to the real routes are the client’s 4xx', () => {
  for (const address of ['/api/screens/%E0%A4%A', '/media/avatars/%E0%A4%A', '/media/gifs/%E0%A4%A']) {
    it(`${address} is a 400`, async () => {
      const answer = await app.call(address);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Malformed percent-encoding in the address', code: 'http.malformed-url' });
    });
  }

  it('signing in with a plain body sent as gzip is a 400', async () => {
    const answer = await app.call('/api/auth/login', {
      method: 'POST',
      rawBody: 'not-gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'http.malformed-body' });
  });
});
