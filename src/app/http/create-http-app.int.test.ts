import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoutes } from '../../shared/http';
import { createHttpApp } from './create-http-app';

const SECRET = 'whsec_test';
const sign = (body: Buffer | string) => createHmac('sha256', SECRET).update(body).digest('hex');

/** A webhook as a payment provider sends it: the signature covers the exact bytes of the body. */
const webhook: HttpRoutes = {
  name: 'webhook',
  mountBeforeBodyParsing: (app) => {
    app.post('/api/test/webhook', express.raw({ type: 'application/json' }), (req, res) => {
      const body = req.body as Buffer;
      res.json({ valid: sign(body) === req.header('x-signature'), bytes: body.length });
    });
  },
  mount: () => undefined,
};

const echo: HttpRoutes = {
  name: 'echo',
  mount: (app) => {
    app.post('/api/test/echo', (req, res) => {
      res.json({ received: req.body as unknown });
    });
  },
};

let server: Server;
let url: string;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>TravelFit</title>');
  const app = createHttpApp({
    logger: pino({ level: 'silent' }),
    production: false,
    webDistDir: distDir,
    publicOrigin: 'http://localhost',
    routes: [webhook, echo],
    isReady: async () => true,
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('routes mounted before body parsing', () => {
  it('read the exact bytes that were sent, so a signature over them verifies', async () => {
    // Spacing and key order a JSON round trip would change.
    const body = '{ "type":"invoice.paid",\n  "data": {"b":1, "a":"é"} }';
    const answer = await post('/api/test/webhook', body, { 'x-signature': sign(body) });
    expect(await answer.json()).toEqual({ valid: true, bytes: Buffer.byteLength(body) });
  });

  it('refuse what was tampered with', async () => {
    const answer = await post('/api/test/webhook', '{"amount":100}', { 'x-signature': sign('{"amount":1}') });
    expect(await answer.json()).toMatchObject({ valid: false });
  });
});

describe('the other routes', () => {
  it('still get the JSON body parsed', async () => {
    const answer = await post('/api/test/echo', '{"hello":"world"}');
    expect(await answer.json()).toEqual({ received: { hello: 'world' } });
  });

  it('still refuse a JSON body over 1 MB', async () => {
    const answer = await post('/api/test/echo', JSON.stringify({ big: 'x'.repeat(1024 * 1024) }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'http.payload-too-large' });
  });
});

describe('revalidation', () => {
  it('answers 304 to a browser that already has the page, which is revalidated on every visit', async () => {
    const first = await fetch(`${url}/`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^W\/"/);

    // With node:http, as a browser revalidates: Node's fetch answered 200 to the same conditional request.
    const again = await new Promise<number | undefined>((resolve, reject) =>
      get(`${url}/`, { headers: { 'if-none-match': etag! } }, (res) => resolve(res.resume().statusCode)).on('error', reject),
    );

    expect(again).toBe(304);
  });

  it('gives API answers, never stored, no ETag to revalidate with', async () => {
    const answer = await post('/api/test/echo', '{"hello":"world"}');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
  });
});
