/**
 * Baseline of the load benchmark's trivial route: a bare `node:http` server
 * answering every request with the small JSON the app's `/healthz` answers,
 * nothing else (no framework, no logging, no headers of ours). Started by
 * load.bench.ts in a process of its own, on `PORT`.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
