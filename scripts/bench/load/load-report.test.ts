import { describe, expect, it } from 'vitest';
import {
  halfRate,
  medianRun,
  otherStatuses,
  overloadRate,
  ratioOf,
  renderMarkdown,
  renderSvg,
  shareOf,
  verdictOf,
  type LoadReport,
  type RouteFigures,
  type RunFigures,
} from './load-report';

const run = (rps: number, p99Ms: number, extra: Partial<RunFigures> = {}): RunFigures => ({
  connections: 32,
  askedRate: null,
  seconds: 10,
  rps,
  statuses: { 200: rps * 10 },
  errors: 0,
  timeouts: 0,
  p50Ms: p99Ms / 4,
  p99Ms,
  ...extra,
});

const profile: RouteFigures = {
  name: 'profile',
  title: 'GET /api/profile',
  kind: 'read',
  p99TargetMs: 25,
  app: { max: run(900, 30, { statuses: { 200: 8_990, 401: 10 } }), half: run(450, 40, { askedRate: 450 }), rounds: [880, 900, 1_210] },
  baseline: {
    name: 'same SQL, raw pg',
    ratioTarget: 0.75,
    figures: { max: run(1_000, 10), half: run(500, 8, { askedRate: 500 }), rounds: [1_000, 990, 1_020] },
  },
  overload: {
    ...run(700, 90, { askedRate: 1_800, statuses: { 200: 7_000, 503: 3_000 } }),
    share503: 0.3,
    servedP99Ms: 90,
    shedP99Ms: 1.5,
    shedWithRetryAfter: 3_000,
    healthz: { polls: 40, answered: 40, maxMs: 12 },
  },
};

const plan: RouteFigures = {
  name: 'generate-plan',
  title: 'POST /api/plan/generate',
  kind: 'write',
  p99TargetMs: 50,
  failure: 'generate-plan: app: expected 200 for at least 99 % of the answers; got 0 × 200, 401 × 320',
};

const report: LoadReport = {
  at: '2026-11-26T14:00:00.000Z',
  machine: {
    cores: 2,
    cpu: 'AMD EPYC',
    memoryGiB: 24,
    node: 'v24.21.0',
    platform: 'linux',
    loadAverage: { start: [8, 7, 6], end: [9, 8, 7] },
  },
  scale: { factor: 1, travellers: 200_000, sessions: 2_000_000, registered: 20_000, signedIn: 1_000 },
  seedSeconds: 150,
  runSeconds: 480,
  options: { seconds: 10, warmUpSeconds: 15, connections: 32, overloadConnections: 256 },
  commit: 'abc1234',
  routes: [profile, plan],
};

describe('load benchmark rates', () => {
  it('asks half and twice the full speed, never a rate of zero', () => {
    expect(halfRate(913.4)).toBe(457);
    expect(overloadRate(913.4)).toBe(1_827);
    expect(halfRate(0.4)).toBe(1);
    expect(overloadRate(0)).toBe(2);
  });

  it('counts the share of the expected statuses among the answers', () => {
    expect(shareOf({ 200: 990, 401: 10 }, [200])).toBe(0.99);
    expect(shareOf({ 200: 7, 503: 3 }, [503])).toBe(0.3);
    expect(shareOf({}, [200])).toBe(0);
    expect(otherStatuses({ 200: 5, 401: 1_200, 500: 3 }, [200])).toBe('401 × 1,200, 500 × 3');
  });

  it('compares the app with its baseline and the p99 with the target', () => {
    expect(ratioOf(profile)).toBe(0.9);
    expect(verdictOf(profile)).toEqual({ ratio: true, p99: false });
    expect(ratioOf(plan)).toBeNull();
    expect(verdictOf(plan)).toEqual({ ratio: null, p99: null });
  });

  it("takes a side's median full-speed round, so one round disturbed by other work does not set the ratio", () => {
    const rounds = [run(1_210, 5), run(880, 5), run(900, 5)];
    expect(medianRun(rounds).rps).toBe(900);
    expect(medianRun([run(700, 5), run(800, 5)]).rps).toBe(800);
    expect(() => medianRun([])).toThrow('no run');
  });

  it('judges no latency its sender could not pace', () => {
    const trivial: RouteFigures = {
      ...profile,
      app: { max: run(40_000, 5), half: run(5_900, 25_000, { askedRate: 20_000 }) },
    };

    expect(verdictOf(trivial).p99).toBeNull();
    expect(renderMarkdown({ ...report, routes: [trivial] })).toContain('| not measured: the sender kept 5,900/s of 20,000/s | ≤ 25 ms |');
    expect(renderSvg({ ...report, routes: [trivial] })).toContain('not measured (the sender fell behind)');
  });
});

describe('load benchmark report', () => {
  it('tables each route beside its baseline, with the overload figures and the failures', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      '| GET /api/profile | same SQL, raw pg | 900 | 1,000 | 0.90× (≥ 0.75×) ✅ | 10 / 40 at 450/s | ≤ 25 ms ❌ | 30 % | 90 | 40/40 answered, max 12 ms |',
    );
    expect(markdown).toContain('| POST /api/plan/generate | – | – | – | – | – | ≤ 50 ms | – | – | – |');
    expect(markdown).toContain('**POST /api/plan/generate: generate-plan: app: expected 200');
    expect(markdown).toContain('Seeded in 150 s; whole run 480 s.');
    expect(markdown).toContain('- GET /api/profile, app at full speed: answers other than 200: 401 × 10.');
    expect(markdown).toContain(
      '- GET /api/profile, full speed in turns (req/s, the median counts): app 880, 900, 1,210; baseline 1,000, 990, 1,020.',
    );
    expect(markdown).toContain(
      '- GET /api/profile, overload at 1,800/s: 700 served/s, 3,000 shed (503, p99 1.5 ms, 3,000 with Retry-After), 0 errors, 0 timeouts.',
    );
  });

  it('draws a chart with a bar per measured figure and the routes named', () => {
    const svg = renderSvg(report);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>GET /api/profile</text>');
    expect(svg).toContain('>POST /api/plan/generate</text>');
    // app and baseline throughput, the p99 (red: over its target)
    expect(svg.match(/fill="#2563eb"\/>/g)).toHaveLength(2); // the legend's and the profile's
    expect(svg.match(/fill="#9ca3af"\/>/g)).toHaveLength(2);
    expect(svg).toContain('fill="#dc2626"/>');
    expect(svg).toContain('>failed</text>');
  });
});
