import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../contracts';
import { APP_ROUTES } from '../../../contracts/app-routes';
import {
  closedValues,
  combinations,
  fillPath,
  listRoutes,
  SAFE_BODIES,
  SAFE_QUERIES,
  SAMPLE_PATH_PARAMS,
} from '../../../scripts/lib/contract-routes';
import { useTestDatabase } from '../database/testing/test-database';
import { newDeviceId, registration, wizardBody } from '../testing/builders';
import { startHttpTestApp, type Answer, type HttpTestApp, type HttpTestAppOptions } from '../testing/http-test-app';
import { RecordingMailer } from '../testing/recording-mailer';
import { startLocalTrial } from '../testing/trial';

/**
 * SECURITY.md's browser protections on every answer the app gives: each route
 * of the contract (called as the contract test calls it, without credentials),
 * each page of the web app, its files, the health checks, the docs, the guide
 * PDF, a real calendar feed and a real avatar, and the answers that set
 * cookies; in tests and in production (where HSTS is added and cookies are
 * Secure). A route added to the contract or a page added to APP_ROUTES is
 * checked at once.
 */
const db = useTestDatabase();
let webDistDir: string;

beforeAll(async () => {
  // A stand-in for the built web app (the build runs beside the tests): the pages' shell and a hashed asset.
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>TravelFit</title>');
  await writeFile(path.join(webDistDir, 'assets', 'app-3f2a1b.js'), 'export {};');
  await writeFile(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await rm(webDistDir, { recursive: true, force: true });
});

interface Seen {
  label: string;
  answer: Answer;
}

const GET = (app: HttpTestApp, address: string) => app.call(address, { headers: { accept: '*/*' } });

/** Each contract route once, as `npm run test:contract` probes it: known or made-up path values, safe bodies, no credentials. */
async function contractRoutes(app: HttpTestApp): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const { name, route } of listRoutes(contract)) {
    const shape = (route.pathParams as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    const values = Object.fromEntries(
      Object.keys(shape).map((param) => [param, (closedValues(shape[param]) ?? SAMPLE_PATH_PARAMS[name]?.[param] ?? ['x']).slice(0, 1)]),
    );
    const query = SAFE_QUERIES[name];
    const address = fillPath(route.path, combinations(values)[0]!) + (query ? `?${query}` : '');
    const body = route.method === 'GET' ? undefined : (SAFE_BODIES[name] ?? {});
    seen.push({ label: `${name} ${route.method} ${address}`, answer: await app.call(address, { method: route.method, body }) });
  }
  return seen;
}

/** The web app's pages, its files and the edge's own answers. */
async function pagesAndFiles(app: HttpTestApp): Promise<Seen[]> {
  const addresses = [
    ...APP_ROUTES.map((route) => route.replace(/:[a-z]+/g, 'x')),
    '/no-such-place',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.svg',
    '/assets/app-3f2a1b.js',
    '/assets/missing-000000.js',
    '/api/docs',
    '/api/docs.css',
    '/api/openapi.json',
    '/api/no-such-thing',
    '/media/avatars/0123456789abcdef0123456789abcdef.webp',
    '/media/gifs/missing.gif',
  ];
  const seen: Seen[] = [];
  for (const address of addresses) seen.push({ label: `GET ${address}`, answer: await GET(app, address) });
  return seen;
}

async function registered(app: HttpTestApp): Promise<{ token: string; answer: Answer }> {
  const answer = await app.call('/api/auth/register', { method: 'POST', body: registration() });
  expect(answer.status, answer.text).toBe(201);
  return { token: answer.body.token as string, answer };
}

/** A real avatar, uploaded and served back. */
async function avatar(app: HttpTestApp, token: string): Promise<Seen[]> {
  const data = new FormData();
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();
  data.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const uploaded = await app.call('/api/profile/avatar', { method: 'POST', rawBody: data, token });
  expect(uploaded.status, uploaded.text).toBe(200);
  const address = uploaded.body.avatarUrl as string;
  return [
    { label: 'POST /api/profile/avatar', answer: uploaded },
    { label: `GET ${address}`, answer: await GET(app, address) },
  ];
}

/** A Pro traveller's real calendar feed (the local test checkout starts the trial). */
async function calendarFeed(app: HttpTestApp, token: string): Promise<Seen[]> {
  await startLocalTrial(app, token);
  const created = await app.call('/api/plan/calendar-feed', { method: 'POST', token });
  expect(created.status, created.text).toBe(201);
  const address = new URL(created.body.url as string).pathname;
  const feed = await GET(app, address);
  expect(feed.status, feed.text).toBe(200);
  return [{ label: `GET ${address}`, answer: feed }];
}

/** The answers that set the app's cookies: an account opened (known device) and a free workout (its flag). */
async function cookieSetters(app: HttpTestApp, registration: Answer): Promise<Seen[]> {
  const free = await app.call('/api/free/generate', { method: 'POST', deviceId: newDeviceId(), body: wizardBody() });
  expect(free.status, free.text).toBe(200);
  return [
    { label: 'POST /api/auth/register', answer: registration },
    { label: 'POST /api/free/generate', answer: free },
  ];
}

/** `default-src 'self'; …` as a directive → value map. */
function policyOf(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([directive, ...values]) => [directive!, values.join(' ')]),
  );
}

/** SECURITY.md "headers", word for word. */
const REQUIRED_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** What is wrong with one answer's headers, in words (empty: nothing). */
function headerProblems({ headers }: Answer, production: boolean): string[] {
  const problems: string[] = [];
  const policy = policyOf(headers.get('content-security-policy'));
  for (const [directive, value] of Object.entries(REQUIRED_POLICY)) {
    if (policy.get(directive) !== value) problems.push(`CSP ${directive} is ${JSON.stringify(policy.get(directive))}, not "${value}"`);
  }
  const expected: Record<string, string | null> = {
    // One framing policy: no one may frame the app, in CSP and in the older header alike.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-powered-by': null,
    'strict-transport-security': production ? HSTS : null,
  };
  for (const [name, value] of Object.entries(expected)) {
    if (headers.get(name) !== value) problems.push(`${name} is ${JSON.stringify(headers.get(name))}, not ${JSON.stringify(value)}`);
  }
  if (/express|node/i.test(headers.get('server') ?? '')) problems.push(`server names the stack: ${headers.get('server')}`);
  return problems;
}

/** The cookies the app sets, with the attributes each must carry (HttpOnly everywhere; Secure in production). */
const COOKIES: Record<string, { sameSite: string; path: string }> = {
  fc_known_device: { sameSite: 'Strict', path: '/api/auth' },
  fc_free_used: { sameSite: 'Lax', path: '/' },
};

function cookieProblems({ headers }: Answer, production: boolean): string[] {
  return headers.getSetCookie().flatMap((cookie) => {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    const name = pair.split('=')[0]!;
    const has = (attribute: string) => attributes.some((a) => a.toLowerCase() === attribute.toLowerCase());
    const rule = COOKIES[name];
    if (!rule) return [`sets an unlisted cookie ${name}`];
    return [
      ...(has('HttpOnly') ? [] : [`${name} is not HttpOnly`]),
      ...(has(`SameSite=${rule.sameSite}`) ? [] : [`${name} is not SameSite=${rule.sameSite}`]),
      ...(has(`Path=${rule.path}`) ? [] : [`${name} is not Path=${rule.path}`]),
      ...(has('Secure') === production ? [] : [`${name} is ${production ? 'not ' : ''}Secure`]),
    ].map((problem) => `${problem}: ${cookie}`);
  });
}

/** The headers only a document reads (security-headers.ts): every page has them, the API's JSON answers do not. */
const DOCUMENT_ONLY: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every label ends with the address called. */
const pathOf = (label: string) => new URL(label.split(' ').at(-1)!, 'http://localhost').pathname;

function documentHeaderProblems({ label, answer }: Seen): string[] {
  const page = answer.headers.get('content-type')?.startsWith('text/html') ?? false;
  const path = pathOf(label);
  const api = path.startsWith('/api/') && path !== '/api/docs';
  if (!page && !api) return [];
  return Object.entries(DOCUMENT_ONLY).flatMap(([name, value]) => {
    const expected = page ? value : null;
    const actual = answer.headers.get(name);
    return actual === expected
      ? []
      : [`${label} (${answer.status}): ${name} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`];
  });
}

function sweepProblems(seen: Seen[], check: (answer: Answer) => string[]): string[] {
  return seen.flatMap(({ label, answer }) => check(answer).map((problem) => `${label} (${answer.status}): ${problem}`));
}

function everyAnswer(production: boolean, options: HttpTestAppOptions, extras: (app: HttpTestApp, token: string) => Promise<Seen[]>) {
  let app: HttpTestApp;
  let seen: Seen[] = [];

  beforeAll(async () => {
    app = await startHttpTestApp(db.url, { ...options, config: { ...options.config, webDistDir } });
    const { token, answer } = await registered(app);
    seen = [
      ...(await contractRoutes(app)),
      ...(await pagesAndFiles(app)),
      ...(await avatar(app, token)),
      ...(await extras(app, token)),
      ...(await cookieSetters(app, answer)),
    ];
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('every answer carries the CSP, nosniff, no referrer, no framing, no x-powered-by' + (production ? ' and HSTS' : ', no HSTS'), () => {
    expect(seen.length).toBeGreaterThan(listRoutes(contract).length + APP_ROUTES.length);
    expect(sweepProblems(seen, (answer) => headerProblems(answer, production))).toEqual([]);
  });

  it("every page carries the headers only a document reads (opener policy, agent cluster…); the API's JSON answers leave them out", () => {
    expect(seen.filter(({ label }) => pathOf(label).startsWith('/api/')).length).toBeGreaterThan(listRoutes(contract).length);
    expect(seen.filter(({ answer }) => answer.headers.get('content-type')?.startsWith('text/html')).length).toBeGreaterThan(
      APP_ROUTES.length,
    );
    expect(seen.flatMap(documentHeaderProblems)).toEqual([]);
  });

  it(`every cookie is HttpOnly, SameSite, on its path${production ? ', Secure' : ', not Secure (plain http in tests)'}`, () => {
    const names = new Set(seen.flatMap(({ answer }) => answer.headers.getSetCookie().map((cookie) => cookie.split('=')[0])));
    expect([...names].sort()).toEqual(Object.keys(COOKIES).sort());
    expect(sweepProblems(seen, (answer) => cookieProblems(answer, production))).toEqual([]);
  });
}

describe('in tests and development', () => {
  everyAnswer(false, {}, calendarFeed);
});

describe('in production', () => {
  // Production refuses the local test checkout, so no traveller here is Pro: the calendar feed's route is swept with a made-up link.
  everyAnswer(
    true,
    {
      env: {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://travelfit.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        BILLING: 'off',
        LOG_LEVEL: 'silent',
        // Production sheds load by default; on a busy test machine it would answer 503s this sweep does not ask about.
        OVERLOAD_SHEDDING: 'false',
      },
      mailer: new RecordingMailer(),
    },
    async () => [],
  );
});
