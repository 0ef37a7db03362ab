import { connect } from 'node:net';
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

const BOUNDARY = 'travelfit-test-boundary';
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
const partTail = `\r\n--${BOUNDARY}--\r\n`;
const TOO_LARGE = { error: 'Avatar must be less than 2MB', code: 'accounts.avatar-too-large' };

/**
 * A client that sends the whole request before it reads anything (Python's
 * http.client, many SDKs): a multipart avatar of `fileBytes` bytes in 64 KiB
 * chunks with `Transfer-Encoding: chunked`, so the size is only known while
 * reading. Rejects if the server resets the connection while it sends.
 */
async function sendAllThenRead(token: string, fileBytes: number): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(app.url);
  const socket = connect({ host: hostname, port: Number(port) });
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    socket.once('end', resolve);
    socket.once('error', reject);
  });
  ended.catch(() => undefined); // a write fails first and says why
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
  const chunk = (data: string | Buffer) =>
    write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]));

  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  await write(
    `POST /api/profile/avatar HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
  );
  await chunk(partHead);
  const piece = Buffer.alloc(64 * 1024, 0x42);
  for (let sent = 0; sent < fileBytes; sent += piece.length) await chunk(piece.subarray(0, Math.min(piece.length, fileBytes - sent)));
  await chunk(partTail);
  await write('0\r\n\r\n');
  await ended;

  const text = Buffer.concat(received).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
}

function streamedAvatarUpload(token: string, fileBytes: number): Promise<Response> {
  const head = new TextEncoder().encode(partHead);
  const tail = new TextEncoder().encode(partTail);
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        sent = 0;
        controller.enqueue(head);
      } else if (sent < fileBytes) {
        const size = Math.min(64 * 1024, fileBytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x42));
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return fetch(`${app.url}/api/profile/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  });
}

async function signedIn(): Promise<string> {
  const registered = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(registered.status).toBe(201);
  return registered.body.token as string;
}

describe('an avatar over 2 MiB sent in chunks (no Content-Length)', () => {
  it('is answered 413 with the spec message to a client that reads while it sends (fetch)', async () => {
    const token = await signedIn();
    for (const size of [2 * 1024 * 1024 + 1, 6 * 1024 * 1024]) {
      const answer = await streamedAvatarUpload(token, size);
      expect([size, answer.status, await answer.json()]).toEqual([size, 413, TOO_LARGE]);
    }
  });

  it('is answered 413, not a connection reset, to a client that sends everything before reading', async () => {
    const token = await signedIn();
    // 20 MiB: more than the kernel's socket buffers can absorb after the server stops reading.
    for (const size of [3 * 1024 * 1024, 20 * 1024 * 1024]) {
      expect(await sendAllThenRead(token, size)).toEqual({ status: 413, body: TOO_LARGE });
    }
  });
});
