import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { PLAN_DEFAULTS } from '../../../contracts/plans';
import { HOME } from './seed';

/** Issue 16's latency targets at half of the full speed, on a 2-core machine. */
export const P99_TARGET_MS = { read: 25, write: 50 } as const;

export type BaselineServer = 'bare' | 'raw-pg';

export interface LoadRoute {
  name: string;
  title: string;
  kind: keyof typeof P99_TARGET_MS;
  baseline?: { server: BaselineServer; name: string; ratioTarget: number };
  /** The requests of one run: each one signed in as the next traveller, each write with keys of its own. */
  requests(): autocannon.Request[];
}

export const ROUTE_NAMES = [
  'trivial',
  'profile',
  'leaderboard-top',
  'leaderboard-own',
  'top-cities',
  'city-board',
  'complete',
  'generate-plan',
] as const;

/**
 * What the benchmark measures, in this order (the writes last: the jobs their
 * events queue run in the app while later routes are measured). `tokens` sign
 * in the seeded travellers, each request the next one in turn.
 */
export function loadRoutes(tokens: readonly string[]): LoadRoute[] {
  let turn = 0;
  const bearer = () => `Bearer ${tokens[turn++ % tokens.length]}`;
  const signedIn = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    setupRequest: (built) => ({ ...built, headers: { ...built.headers, authorization: bearer() } }),
  });
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'trivial',
      title: 'GET /healthz',
      kind: 'read',
      baseline: { server: 'bare', name: 'bare node:http', ratioTarget: 0.5 },
      requests: () => [{ method: 'GET', path: '/healthz' }],
    },
    {
      name: 'profile',
      title: 'GET /api/profile',
      kind: 'read',
      baseline: { server: 'raw-pg', name: 'same SQL, raw pg', ratioTarget: 0.75 },
      requests: () => [signedIn({ method: 'GET', path: '/api/profile' })],
    },
    {
      name: 'leaderboard-top',
      title: 'GET /api/leaderboard top 50',
      kind: 'read',
      requests: () => [{ method: 'GET', path: '/api/leaderboard?limit=50' }],
    },
    {
      name: 'leaderboard-own',
      title: 'GET /api/leaderboard + own rank',
      kind: 'read',
      requests: () => [signedIn({ method: 'GET', path: '/api/leaderboard?limit=50' })],
    },
    {
      // Public: every seeded traveller trained in some of the seed's cities (ADR 0066).
      name: 'top-cities',
      title: 'GET /api/top-cities',
      kind: 'read',
      requests: () => [{ method: 'GET', path: '/api/top-cities' }],
    },
    {
      name: 'city-board',
      title: 'GET /api/city-leaderboard (one city)',
      kind: 'read',
      requests: () => [{ method: 'GET', path: '/api/city-leaderboard/Lisbon/Portugal' }],
    },
    {
      name: 'complete',
      title: 'POST /api/session/complete',
      kind: 'write',
      requests: () => [
        {
          method: 'POST',
          path: '/api/session/complete',
          headers: json,
          // A completion id of its own: each request records a session (the same id again would be a replay).
          setupRequest: (built) => ({
            ...built,
            headers: { ...built.headers, authorization: bearer() },
            body: JSON.stringify({
              completionId: randomUUID(),
              durationMin: 20,
              context: 'hotel_room',
              energy: 'normal',
              city: 'Lisbon',
              country: 'Portugal',
              timezone: 'Europe/Lisbon',
            }),
          }),
        },
      ],
    },
    {
      name: 'generate-plan',
      title: 'POST /api/plan/generate',
      kind: 'write',
      requests: () => [
        signedIn({
          method: 'POST',
          path: '/api/plan/generate',
          headers: json,
          // What the plan page's preferences form sends (it stores them first).
          body: JSON.stringify({ ...PLAN_DEFAULTS, homeCityId: HOME.cityId, homeTimeZone: HOME.timeZone }),
        }),
      ],
    },
  ];
}
