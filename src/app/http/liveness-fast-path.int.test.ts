import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withLivenessFastPath } from './liveness-fast-path';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in for the Express app that answers like it and counts what reached it. */
function countingApp(status = 200): { listener: RequestListener; reached: string[] } {
  const reached: string[] = [];
  const listener: RequestListener = (req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.setHeader('x-request-id', `app-${reached.length}-0000`);
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.statusCode = status;
    res.end(JSON.stringify({ status: status === 200 ? 'ok' : 'down' }));
  };
  return { listener, reached };
}

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(withLivenessFastPath(listener));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the liveness probe before Express', () => {
  it('answers later probes with the app’s first answer, each with a request id of its own', async () => {
    const app = countingApp();
    const url = await serve(app.listener);

    const first = await fetch(`${url}/healthz`);
    const second = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'probe-from-the-balancer' } });
    const third = await fetch(`${url}/healthz`);

    expect(app.reached).toEqual(['GET /healthz']);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    expect(second.headers.get('x-request-id')).toBe('probe-from-the-balancer');
    expect(third.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers HEAD with the headers only', async () => {
    const app = countingApp();
    const url = await serve(app.listener);
    await fetch(`${url}/healthz`);

    const head = await fetch(`${url}/healthz`, { method: 'HEAD' });

    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('15');
    expect(await head.text()).toBe('');
    expect(app.reached).toEqual(['GET /healthz']);
  });

  it('keeps nothing but a 200, and sends every other request to the app', async () => {
    const down = countingApp(500);
    const url = await serve(down.listener);

    await fetch(`${url}/healthz`);
    await fetch(`${url}/healthz`);
    await fetch(`${url}/healthz?verbose=1`);
    await fetch(`${url}/readyz`);
    await fetch(`${url}/healthz`, { method: 'POST' });

    expect(down.reached).toEqual(['GET /healthz', 'GET /healthz', 'GET /healthz?verbose=1', 'GET /readyz', 'POST /healthz']);
  });
});
