import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoutes } from '../../shared/http';
import { createKnex } from '../database/knex';
import { createHttpApp } from './create-http-app';
import { RETRY_AFTER_SECONDS } from './retry-after';

interface LogLine {
  level: number;
  msg: string;
  component?: string;
  req?: { id?: string };
  err?: { stack?: string };
}
const WARN = 40;
const ERROR = 50;
const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const logsOf = (requestId: string) => lines.filter((line) => line.req?.id === requestId);

let server: Server;
let url: string;
let distDir: string;
let ready = true;
// Nothing listens on port 1: every query is refused, as in a database outage.
const logger = pino({ level: 'debug' }, logStream);
const unreachable: Knex = createKnex('postgres://travelfit@127.0.0.1:1/travelfit', { connectTimeoutMs: 500, logger });

const routes: HttpRoutes = {
  name: 'probes',
  mount: (app) => {
    app.post('/api/test/echo', (req, res) => {
      res.json({ received: req.body as unknown });
    });
    app.get('/media/test/:file', (req, res) => {
      res.json({ file: req.params.file });
    });
    app.get('/api/test/database', async (_req, res) => {
      res.json(await unreachable.raw('select 1'));
    });
    app.get('/api/test/bug', () => {
      throw new Error('a bug');
    });
    app.get('/api/test/half-answer', (_req, res, next) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('the first part');
      next(new Error('failed mid-answer'));
    });
  },
};

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>TravelFit</title>');
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'export {};');
  const app = createHttpApp({
    logger,
    production: false,
    webDistDir: distDir,
    publicOrigin: 'http://localhost',
    routes: [routes],
    isReady: async () => ready,
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await unreachable.destroy();
  await rm(distDir, { recursive: true, force: true });
});

/** A request tagged with its own id, so its log lines can be found. */
async function call(pathname: string, init: RequestInit = {}) {
  const requestId = randomUUID();
  const response = await fetch(`${url}${pathname}`, { ...init, headers: { ...(init.headers as object), 'x-request-id': requestId } });
  const text = await response.text();
  const body: unknown = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body, logs: logsOf(requestId) };
}

const plainBodyClaimingEncoding = (encoding: string) =>
  call('/api/test/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body: 'not-gzip',
  });

describe("a client's mistake keeps its 4xx, with the one error body, and is no error in the log", () => {
  for (const encoding of ['gzip', 'deflate']) {
    it(`a plain body sent as ${encoding} is a 400`, async () => {
      const answer = await plainBodyClaimingEncoding(encoding);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Request body does not match its Content-Encoding', code: 'http.malformed-body' });
      expect(answer.logs.length).toBeGreaterThan(0);
      expect(answer.logs.filter((line) => line.level >= ERROR)).toEqual([]);
      expect(answer.logs.some((line) => line.err?.stack)).toBe(false);
    });
  }

  it('a malformed percent-escape in a path parameter is a 400', async () => {
    const answer = await call('/media/test/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Malformed percent-encoding in the address', code: 'http.malformed-url' });
    expect(answer.logs.filter((line) => line.level >= ERROR)).toEqual([]);
  });

  it('a malformed percent-escape under /assets/ is a 400', async () => {
    const answer = await call('/assets/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'http.malformed-url' });
  });

  it('a missing file under /assets/ is a 404, while a present one is served', async () => {
    const missing = await call('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not found', code: 'http.not-found' });
    expect(missing.logs.filter((line) => line.level >= ERROR)).toEqual([]);
    expect((await call('/assets/app.js')).status).toBe(200);
  });

  it('malformed JSON is still a 400 naming the problem', async () => {
    const answer = await call('/api/test/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'http.malformed-json' });
  });
});

describe('the server being unable to answer', () => {
  it('a database that cannot be reached is a 503 that says when to retry', async () => {
    const answer = await call('/api/test/database');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.body).toMatchObject({ code: 'http.unavailable' });
    // knex's own complaint goes through the app's logger, not to stdout.
    expect(lines).toContainEqual(
      expect.objectContaining({ component: 'knex', level: WARN, msg: expect.stringMatching(/^Acquire connection error/) }),
    );
  });

  it('readiness that fails is a 503 that says when to retry', async () => {
    ready = false;
    try {
      const answer = await call('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      ready = true;
    }
  });

  it('a bug is still a 500, logged at error with its stack, and carries no Retry-After', async () => {
    const answer = await call('/api/test/bug');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(answer.logs.some((line) => line.level >= ERROR && line.err?.stack?.includes('a bug'))).toBe(true);
  });
});

describe('a failure after the answer started', () => {
  it('cuts the connection, so the client sees a failure rather than a short success, and logs it at error', async () => {
    const requestId = randomUUID();
    const reading = fetch(`${url}/api/test/half-answer`, { headers: { 'x-request-id': requestId } }).then((response) => response.text());
    await expect(reading).rejects.toThrow();
    await expect
      .poll(() => logsOf(requestId).some((line) => line.level >= ERROR && line.err?.stack?.includes('failed mid-answer')), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});

describe('a client that hangs up mid-request', () => {
  it('is logged at info, never at error', async () => {
    const requestId = randomUUID();
    const { port } = server.address() as AddressInfo;
    const arrived = new Promise<void>((resolve) => {
      const onRequest = (req: IncomingMessage) => {
        if (req.headers['x-request-id'] !== requestId) return;
        server.off('request', onRequest);
        resolve();
      };
      server.on('request', onRequest);
    });
    const socket = connect(port, '127.0.0.1');
    // Promise 100 bytes, send 10, and hang up once the server is reading the body.
    socket.write(
      `POST /api/test/echo HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\nx-request-id: ${requestId}\r\n\r\n{"a":"bcd"`,
    );
    await arrived;
    socket.destroy();

    // Wait for the request's own log line, whatever the machine's load.
    await expect.poll(() => logsOf(requestId).some((line) => line.msg === 'request aborted'), { timeout: 15_000 }).toBe(true);
    expect(logsOf(requestId).filter((line) => line.level >= ERROR)).toEqual([]);
  });
});
