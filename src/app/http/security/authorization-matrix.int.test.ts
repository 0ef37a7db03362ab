import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../../contracts';
import { fillPath, listRoutes, type NamedRoute } from '../../../../scripts/lib/contract-routes';
import { FixedClock } from '../../../shared/kernel';
import { useTestDatabase } from '../../database/testing/test-database';
import { newDeviceId, registration } from '../../testing/builders';
import { startHttpTestApp, type Answer, type HttpTestApp } from '../../testing/http-test-app';
import { RecordingMailer } from '../../testing/recording-mailer';
import { AUTHORIZATION_MATRIX, CALLERS, type Caller } from './authorization-matrix';
import { identityOf, MATRIX_CALLS, type MatrixCast, type MatrixWorld, type Traveller } from './authorization-matrix-calls';

/**
 * The generated authorization matrix (SECURITY.md "authorization"): every
 * route of the root contract, called as each caller of
 * `authorization-matrix.ts`, answers what its row says. Each route gets its
 * own owner and other traveller, so no route's calls disturb another's and
 * the routes run side by side.
 */

const db = useTestDatabase();
const routes = listRoutes(contract);
const clock = new FixedClock(new Date());
const mail = new RecordingMailer();
let app: HttpTestApp;
let world: MatrixWorld;

/** Every limit lifted: the matrix opens hundreds of accounts and sessions from one address. */
const LIFTED = { limit: 1_000_000, windowSeconds: 3600 };
const LIMITS = ['login-ip', 'login-account', 'register-ip', 'device-ip', 'request-reset-ip', 'request-reset-email', 'reset-password-ip'];

async function register(overrides: Record<string, unknown> = {}): Promise<Traveller> {
  const deviceId = newDeviceId();
  const body = registration({ deviceId, ...overrides });
  const answer = await app.call('/api/auth/register', { method: 'POST', body });
  if (answer.status !== 201) throw new Error(`registration: ${answer.status} ${answer.text}`);
  return {
    token: answer.body.token,
    userId: answer.body.user.id,
    email: body.email,
    password: body.password,
    deviceId,
  };
}

async function signIn(traveller: Traveller): Promise<string> {
  const answer = await app.call('/api/auth/login', { method: 'POST', body: { email: traveller.email, password: traveller.password } });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.text}`);
  return answer.body.token as string;
}

/** Each route's own administrator: what one does (open a checkout, start a trial) must not change another route's answers. */
const adminOf = (route: string) => `admin.${route.replaceAll('.', '-').toLowerCase()}@travelfit.test`;

/** A fresh owner (with a revoked session of theirs), other traveller and administrator for one route. */
async function castOfOneRoute(adminEmail: string): Promise<MatrixCast> {
  const [owner, other, admin] = await Promise.all([register(), register(), register({ email: adminEmail })]);
  const revokedToken = await signIn(owner);
  const signedOut = await app.call('/api/auth/logout', { method: 'POST', token: revokedToken });
  if (signedOut.status !== 200) throw new Error(`sign-out: ${signedOut.status}`);
  return { owner, other, admin, revokedToken, anonymousDeviceId: newDeviceId() };
}

/** Whether an answer marks the owner as the caller: a row of theirs marked `you`, or their own place as `me`. */
function marksOwnerAsCaller(value: unknown, ownerId: string): boolean {
  if (Array.isArray(value)) return value.some((item) => marksOwnerAsCaller(item, ownerId));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.userId === ownerId && record.you === true) return true;
  if ((record.me as { userId?: unknown } | null | undefined)?.userId === ownerId) return true;
  return Object.values(record).some((item) => marksOwnerAsCaller(item, ownerId));
}

beforeAll(async () => {
  app = await startHttpTestApp(db.url, {
    clock,
    mailer: mail,
    env: { ADMIN_EMAILS: routes.map(({ name }) => adminOf(name)).join(',') },
    rateLimitOverrides: Object.fromEntries(LIMITS.map((name) => [name, LIFTED])),
  });
  world = { app, clock, mail, register };
});
afterAll(async () => {
  await app?.stop();
});

describe('the authorization matrix', () => {
  it('has a row and a way to call it for every route of the contract, and nothing for a route that is gone', () => {
    const names = routes.map((named) => named.name).sort();
    expect(Object.keys(AUTHORIZATION_MATRIX).sort(), 'rows of authorization-matrix.ts').toEqual(names);
    expect(Object.keys(MATRIX_CALLS).sort(), 'calls of authorization-matrix-calls.ts').toEqual(names);
  });

  const movesClock = (name: string) => MATRIX_CALLS[name]?.movesClock === true;
  describe.each(routes.filter(({ name }) => movesClock(name)))('$name', checkRoute);
  describe.concurrent.each(routes.filter(({ name }) => !movesClock(name)))('$name', checkRoute);
});

function checkRoute({ name, route }: NamedRoute) {
  it('answers each caller as its row says, and shows no one else the owner’s data', async ({ expect }) => {
    const row = AUTHORIZATION_MATRIX[name];
    const calls = MATRIX_CALLS[name];
    expect(row && calls, `${name} has no row or no calls`).toBeTruthy();
    if (!row || !calls) return;

    const cast = await castOfOneRoute(adminOf(name));
    const objects = await calls.prepare?.(world, cast);
    const viewBefore = await calls.ownersView?.(objects, world, cast);
    const secrets = [cast.owner.email, cast.owner.token, cast.owner.deviceId, cast.owner.password, ...(calls.secrets?.(objects) ?? [])];

    const observed = {} as Record<Caller, number>;
    const leaks: string[] = [];
    for (const caller of CALLERS) {
      if (caller === 'owner' && calls.ownersView) {
        expect(await calls.ownersView(objects, world, cast), 'the owner’s objects after the other callers').toEqual(viewBefore);
      }
      const request = await calls.request(objects, { world, cast, caller });
      const path = fillPath(route.path, request.params ?? {}) + (request.query ? `?${request.query}` : '');
      const answer: Answer = await app.call(path, {
        method: route.method,
        ...identityOf(caller, cast),
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.rawBody ? { rawBody: request.rawBody } : {}),
      });
      observed[caller] = answer.status;
      if (caller === 'owner' || calls.ownersCredential) continue;
      const shown = secrets.filter((secret) => answer.text.toLowerCase().includes(secret.toLowerCase()));
      if (shown.length > 0) leaks.push(`${caller} was shown ${shown.join(', ')}`);
      if (marksOwnerAsCaller(answer.body, cast.owner.userId)) leaks.push(`${caller} was answered as the owner`);
    }

    const { why: _why, ...expected } = row;
    expect(observed, `${route.method} ${route.path}`).toEqual(expected);
    expect(leaks).toEqual([]);
  });
}
