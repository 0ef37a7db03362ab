import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const db = useTestDatabase();
let app: HttpTestApp;

/**
 * Short budgets so the test is quick; what is checked is that the server, not
 * the client, ends a connection that a slow or silent client holds (Node's own
 * default is 300 s for a request and no limit on a trickling body).
 */
beforeAll(async () => {
  app = await startHttpTestApp(db.url, {
    env: { HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' },
  });
});
afterAll(async () => {
  await app?.stop();
});

/** Far above the budgets above, far below Node's defaults: a loaded machine is slow, not 100 times slower. */
const SERVER_MUST_CLOSE_WITHIN_MS = 30_000;

interface Conversation {
  socket: Socket;
  /** Everything the server sent, once it closed the connection (rejects if it has not within the bound). */
  closedByServer: Promise<string>;
}

async function open(): Promise<Conversation> {
  const { hostname, port } = new URL(app.url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closedByServer = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${SERVER_MUST_CLOSE_WITHIN_MS} ms`));
    }, SERVER_MUST_CLOSE_WITHIN_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(received).toString('utf8'));
    });
  });
  closedByServer.catch(() => undefined);
  socket.on('error', () => undefined);
  return { socket, closedByServer };
}

describe('the HTTP server does not let slow clients hold connections', () => {
  it('answers 408 and closes when a body declared as 100 bytes stops after 4', async () => {
    const { socket, closedByServer } = await open();
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    expect(await closedByServer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes when the headers never end', async () => {
    const { socket, closedByServer } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await closedByServer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after answering on it', async () => {
    const { socket, closedByServer } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const answered = await closedByServer;
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered.toLowerCase()).toContain('keep-alive: timeout=1');
  });
});
