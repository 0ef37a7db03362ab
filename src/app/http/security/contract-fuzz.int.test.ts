import { isZodType, type AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '../../../../contracts';
import { ErrorBodySchema } from '../../../../contracts/common/error.schema';
import { fillPath, listRoutes, type NamedRoute } from '../../../../scripts/lib/contract-routes';
import { useTestDatabase } from '../../database/testing/test-database';
import { newDeviceId, registration } from '../../testing/builders';
import { startLocalTrial } from '../../testing/trial';
import { callHttp, startHttpTestApp, type Answer, type HttpTestApp } from '../../testing/http-test-app';
import { refusalOf } from './contract-fuzz-oracle';
import { fixedRequests, fuzzRequests, type FuzzRequest, type Known } from './contract-fuzz-requests';

/**
 * Contract fuzzing (issue 16, security suite): every route of the root
 * contract gets requests generated from its zod schemas, near-valid and
 * hostile (wrong types, huge strings, deep nesting, pollution keys, odd
 * unicode, edge numbers, valid bodies with a field removed, retyped or added).
 * Whatever comes, the app answers without a 5xx, without a stack trace or an
 * internal path, and a 4xx in the error body its contract declares; a request
 * the contract refuses is refused with the status `refusalOf` decides, in the
 * app's precedence (body parser, then contract, then identity: see
 * contract-fuzz-oracle.ts and docs/adr/0054).
 *
 * Seeded and bounded: `CONTRACT_FUZZ_SEED` and `CONTRACT_FUZZ_RUNS` (random
 * requests per route, besides the fixed ones) reproduce or widen a run; a
 * failure names its seed and counterexample.
 */
const SEED = Number(process.env.CONTRACT_FUZZ_SEED ?? 16_2026);
const RUNS = Number(process.env.CONTRACT_FUZZ_RUNS ?? 25);

/** High enough that the fuzzer's requests, all from one address, meet the routes rather than the limits. */
const UNLIMITED = { limit: 1_000_000, windowSeconds: 60 };
const RATE_LIMITS = ['login-ip', 'register-ip', 'request-reset-ip', 'reset-password-ip', 'device-ip', 'waitlist-ip', 'waitlist-mail'];

const db = useTestDatabase();
let app: HttpTestApp;
const known: Known = { tokens: [], deviceIds: [], pathValues: {} };

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { rateLimitOverrides: Object.fromEntries(RATE_LIMITS.map((name) => [name, UNLIMITED])) });
  // A Pro traveller with a team: the fuzzer may call as them, and on their team.
  const deviceId = newDeviceId();
  const registered = await app.call('/api/auth/register', { method: 'POST', body: registration({ deviceId }) });
  const token = registered.body.token as string;
  await startLocalTrial(app, token);
  const team = await app.call('/api/teams', { method: 'POST', token, body: { name: 'Fuzz Runners' } });
  if (registered.status !== 201 || team.status !== 201) throw new Error(`could not set up the traveller: ${registered.text} ${team.text}`);
  const teamId = team.body.team.id as string;
  Object.assign(known, {
    tokens: [token],
    deviceIds: [deviceId],
    pathValues: Object.fromEntries(
      ['teamDetails', 'joinTeam', 'updateTeam', 'leaveTeam', 'removeMember'].map((route) => [`teams.${route}`, { id: [teamId] }]),
    ),
  });
});
afterAll(async () => {
  await app?.stop();
});

async function send({ route }: NamedRoute, request: FuzzRequest): Promise<Answer> {
  const path = fillPath(route.path, request.params) + (request.query ? `?${request.query}` : '');
  return callHttp(app.url, path, {
    method: route.method,
    headers: { ...request.headers, ...(request.body ? { 'content-type': request.body.type } : {}) },
    ...(request.body ? { rawBody: request.body.text } : {}),
  });
}

/** A stack frame (`at fn (file:line:col)`), a file of ours or of a dependency, Node's internals. */
const LEAKS = [
  /\bat (?:async )?(?:[\w$.<>]+ \()?(?:file:\/\/|node:|\/)[^\s()"]+:\d+:\d+/,
  /node_modules/,
  /node:internal/,
  /\.[cm]?[jt]sx?:\d+/,
  new RegExp(process.cwd().replace(/[/.]/g, '\\$&')),
];

function checkAnswer(named: NamedRoute, request: FuzzRequest, answer: Answer): void {
  const refusal = refusalOf(named.route, request);
  const said = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`a server error: ${said}`);
  const leak = LEAKS.map((pattern) => pattern.exec(answer.text)).find((match) => match !== null);
  if (leak) throw new Error(`the answer leaks "${answer.text.slice(Math.max(0, leak.index - 80), leak.index + 80)}": ${said}`);
  if (refusal && answer.status !== refusal.status) throw new Error(`expected ${refusal.status} (${refusal.because}), got ${said}`);
  if (answer.status >= 400 && !errorShapeOf(named.route, answer.status).safeParse(answer.body).success) {
    throw new Error(`not the contract's error body: ${said}`);
  }
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((key) => !PROTOTYPE_KEYS.has(key));
  if (polluted.length > 0) throw new Error(`Object.prototype gained ${polluted.join(', ')}`);
}

/** The body the route declares for an error status; the shared one for an answer the edge gives before any route (413, 404…). */
function errorShapeOf(route: AppRoute, status: number): z.ZodTypeAny {
  const declared = route.responses[status];
  return isZodType(declared) ? declared : ErrorBodySchema;
}

const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Strings cut short, so a counterexample with a megabyte in it still reads. */
const shortened = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 120 ? `${item.slice(0, 60)}… (${item.length} chars)` : item,
  );

function reportFailure(details: fc.RunDetails<[FuzzRequest]>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `${cause}\n  request: ${shortened(details.counterexample?.[0])}\n` +
      `  reproduce: CONTRACT_FUZZ_SEED=${details.seed} (path ${details.counterexamplePath ?? 'none'}, after ${details.numRuns} runs)`,
  );
}

/** Signing out as the known traveller would end the session the other routes are fuzzed with. */
const knownFor = (name: string): Known => (name === 'accounts.logout' ? { ...known, tokens: [] } : known);

describe('every route of the contract holds under fuzzed requests', () => {
  for (const named of listRoutes(contract)) {
    it(`${named.name} (${named.route.method} ${named.route.path})`, async () => {
      const known = knownFor(named.name);
      await fc.assert(
        fc.asyncProperty(fuzzRequests(named, known), async (request) => {
          checkAnswer(named, request, await send(named, request));
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          examples: fixedRequests(named, known, SEED).map((request): [FuzzRequest] => [request]),
          reporter: reportFailure,
        },
      );
    });
  }
});
