import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { registration } from '../testing/builders';
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

  it('a profile change sent as text/plain (what fetch says for a string body) is a 415 that changes nothing, not a 200 that read no fields', async () => {
    const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    const token = registered.body.token as string;
    const answer = await app.call('/api/profile', {
      method: 'PATCH',
      token,
      rawBody: JSON.stringify({ name: 'Renamed' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect([answer.status, answer.body.code]).toEqual([415, 'http.unsupported-media-type']);
    expect((await app.call('/api/profile', { token })).body.name).toBe(registered.body.user.name);
  });

  it('a POST without a body, and an avatar sent as multipart, are not refused for their content type', async () => {
    const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    const token = registered.body.token as string;
    expect((await app.call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const form = new FormData();
    form.append('avatar', new Blob(['not a picture'], { type: 'image/png' }), 'a.png');
    const other = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    const upload = await app.call('/api/profile/avatar', { method: 'POST', token: other.body.token as string, rawBody: form });
    expect([upload.status, upload.body.code]).toEqual([415, 'accounts.avatar-not-image']);
  });
});
