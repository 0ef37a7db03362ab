/**
 * Contract tests: every route of the root ts-rest contract that can be called
 * without side effects (or with a safe sample body) is called over real HTTP,
 * and the answer must use a declared status with a body that matches the
 * declared schema for that status. Routes are discovered from the contract,
 * so a new route is covered (or listed as skipped, with the reason) at once.
 *
 *   npm run test:contract                         # starts the app on an embedded test PostgreSQL
 *   BASE_URL=https://staging.example npm run test:contract   # tests a running instance
 *
 * Ends with `N passed, N failed`; exits non-zero when something failed.
 */
import { isAppRouteNoBody, isAppRouteOtherResponse, isZodType, type AppRoute } from '@ts-rest/core';
import { contract } from '../contracts';
import { CAPABILITIES_HEADER, formatCapabilities, fullCapabilities } from '../contracts/sdui';
import {
  closedValues,
  combinations,
  fillPath,
  listRoutes,
  pathParamNames,
  requiresQuery,
  SAFE_BODIES,
  SAMPLE_PATH_PARAMS,
  SAFE_QUERIES,
  type NamedRoute,
} from './lib/contract-routes';
import { startAppOnTestDatabase, type TestApp } from './lib/test-app';

/** Extra headers a route's probes send, by route name. */
const PROBE_HEADERS: Record<string, Record<string, string>> = {
  'screens.getScreen': { [CAPABILITIES_HEADER]: formatCapabilities(fullCapabilities()) },
};

interface Probe {
  route: NamedRoute;
  label: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Outcome {
  probe: Probe;
  ok: boolean;
  detail: string;
}

function plan(routes: NamedRoute[]): { probes: Probe[]; skipped: { name: string; why: string }[] } {
  const probes: Probe[] = [];
  const skipped: { name: string; why: string }[] = [];
  for (const named of routes) {
    const { name, route } = named;
    const params = pathParamNames(route.path);
    const shape = (route.pathParams as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    const values: Record<string, string[]> = {};
    const open = params.filter((param) => {
      const known = closedValues(shape[param]) ?? SAMPLE_PATH_PARAMS[name]?.[param];
      if (known) values[param] = known;
      return !known;
    });
    if (open.length > 0) {
      skipped.push({ name, why: `path parameter ${open.map((p) => `:${p}`).join(', ')} has no closed set of values to try` });
      continue;
    }
    const safeQuery = SAFE_QUERIES[name];
    if (requiresQuery(route.query) && safeQuery === undefined) {
      skipped.push({ name, why: 'requires query parameters (none in SAFE_QUERIES)' });
      continue;
    }
    const headers = PROBE_HEADERS[name] ?? {};
    const paths = combinations(values).map((combo) => fillPath(route.path, combo));

    if (route.method === 'GET') {
      for (const bare of paths) {
        const path = safeQuery === undefined ? bare : `${bare}?${safeQuery}`;
        probes.push({ route: named, label: `GET ${path}`, path, headers });
        for (const query of closedQueryValues(route.query)) {
          const withQuery = `${path}${path.includes('?') ? '&' : '?'}${query}`;
          probes.push({ route: named, label: `GET ${withQuery}`, path: withQuery, headers });
        }
      }
      if (params.length > 0) {
        const path = fillPath(route.path, Object.fromEntries(params.map((p) => [p, 'no-such-value'])));
        probes.push({ route: named, label: `GET ${path} (unknown value)`, path, headers });
      }
      continue;
    }

    const body = (route as { body?: unknown }).body;
    const sample = SAFE_BODIES[name];
    if (sample !== undefined) {
      for (const path of paths) {
        probes.push({ route: named, label: `${route.method} ${path} (safe sample)`, path, headers, body: JSON.stringify(sample) });
      }
    }
    if (isZodType(body) && !body.safeParse({}).success) {
      for (const path of paths) {
        probes.push({ route: named, label: `${route.method} ${path} (refused body)`, path, headers, body: '{}' });
      }
    } else if (sample === undefined) {
      skipped.push({ name, why: `${route.method} with side effects and no safe sample body in SAFE_BODIES` });
    }
  }
  return { probes, skipped };
}

/** `name=value` for every value of every optional query parameter with a closed set of values. */
function closedQueryValues(query: unknown): string[] {
  const shape = (query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return Object.entries(shape).flatMap(([name, schema]) =>
    (closedValues(schema) ?? []).map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
  );
}

async function run(baseUrl: string, probe: Probe): Promise<Outcome> {
  const { route } = probe.route;
  const headers: Record<string, string> = { accept: 'application/json', ...probe.headers };
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${probe.path}`, { method: route.method, headers, body: probe.body, redirect: 'manual' });
  } catch (error) {
    return { probe, ok: false, detail: `no answer: ${(error as Error).message}` };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { probe, ...check(route, response.status, response.headers.get('content-type') ?? '', bytes) };
}

function check(route: AppRoute, status: number, contentType: string, bytes: Uint8Array): { ok: boolean; detail: string } {
  const text = new TextDecoder().decode(bytes);
  const declared = route.responses[status];
  if (declared === undefined) {
    return { ok: false, detail: `${status} is not declared (declared: ${Object.keys(route.responses).join(', ')}): ${text.slice(0, 200)}` };
  }
  if (isAppRouteNoBody(declared)) {
    return text === ''
      ? { ok: true, detail: `${status}, no body` }
      : { ok: false, detail: `${status} declares no body but sent ${text.slice(0, 100)}` };
  }
  let schema: unknown = declared;
  if (isAppRouteOtherResponse(declared)) {
    if (!contentType.startsWith(declared.contentType)) {
      return { ok: false, detail: `${status} declares ${declared.contentType}, got ${contentType}` };
    }
    schema = declared.body;
    // A body that is not JSON is checked as what it is: the text of an iCalendar feed, the bytes of a PDF.
    if (isZodType(schema) && !/json/.test(declared.contentType)) {
      return schema.safeParse(declared.contentType.startsWith('text/') ? text : bytes).success
        ? { ok: true, detail: `${status} ${declared.contentType} matches its schema` }
        : { ok: false, detail: `${status} ${declared.contentType} body breaks its schema: ${text.slice(0, 100)}` };
    }
  }
  if (!isZodType(schema)) return { ok: true, detail: `${status} (body has no runtime schema to check)` };
  if (!/json/.test(contentType)) return { ok: false, detail: `${status} should be JSON, got "${contentType}"` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, detail: `${status} body is not JSON: ${text.slice(0, 100)}` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    return { ok: false, detail: `${status} body breaks its schema: ${issues.join('; ')}` };
  }
  return { ok: true, detail: `${status} matches its schema` };
}

async function main(): Promise<number> {
  const routes = listRoutes(contract);
  const { probes, skipped } = plan(routes);
  let app: TestApp | undefined;
  const baseUrl = process.env.BASE_URL?.replace(/\/$/, '') ?? (app = await startAppOnTestDatabase()).url;
  console.log(`Contract tests against ${baseUrl}: ${routes.length} routes, ${probes.length} probes`);
  const outcomes: Outcome[] = [];
  try {
    for (const probe of probes) {
      const outcome = await run(baseUrl, probe);
      outcomes.push(outcome);
      console.log(`  ${outcome.ok ? '✓' : '✗'} ${probe.route.name.padEnd(24)} ${probe.label} → ${outcome.detail}`);
    }
  } finally {
    await app?.stop();
  }
  for (const { name, why } of skipped) console.log(`  - ${name.padEnd(24)} skipped: ${why}`);
  const covered = new Set(outcomes.map((o) => o.probe.route.name));
  const passed = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - passed;
  console.log(`${covered.size} of ${routes.length} routes probed, ${skipped.length} skipped`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
