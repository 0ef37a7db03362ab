/**
 * The load benchmark's figures and how they are shown: a Markdown table
 * (reports/load.md), a chart (reports/load.svg) and the figures themselves
 * (reports/load.json). Pure: no I/O here.
 */

/** What one run measured. */
export interface RunFigures {
  connections: number;
  /** The rate asked (half speed: paced.ts; overload: autocannon's `overallRate`); null at full speed. */
  askedRate: number | null;
  seconds: number;
  /** Answers of the expected status per second. */
  rps: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
}

export interface OverloadFigures extends RunFigures {
  /** Share of the answers that were 503 (0…1). */
  share503: number;
  /** p99 of the answers of the expected status only (null when none was served). */
  servedP99Ms: number | null;
  /** p99 of the 503 answers (null when none was shed): shedding must be fast. */
  shedP99Ms: number | null;
  /** How many 503 answers carried `Retry-After`. */
  shedWithRetryAfter: number;
  healthz: { polls: number; answered: number; maxMs: number };
}

export interface SideFigures {
  /** Full speed (beside a baseline: the median of its rounds). */
  max: RunFigures;
  /** At half of the full speed. */
  half: RunFigures;
  /** Beside a baseline: the answers a second of each full-speed round, taken in turn with the baseline's. */
  rounds?: number[];
}

/** The run of the median throughput (the higher middle one of an even number). */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('no run to take the median of');
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

export interface RouteFigures {
  name: string;
  /** `GET /api/profile (signed in)` */
  title: string;
  kind: 'read' | 'write';
  p99TargetMs: number;
  app?: SideFigures;
  overload?: OverloadFigures;
  baseline?: { name: string; ratioTarget: number; figures?: SideFigures };
  /** Why the route has no or partial figures (a failed run, unexpected statuses). */
  failure?: string;
}

export interface LoadReport {
  at: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    platform: string;
    loadAverage: { start: number[]; end: number[] };
  };
  scale: { factor: number; travellers: number; sessions: number; registered: number; signedIn: number };
  /** Null when a kept database was reused. */
  seedSeconds: number | null;
  runSeconds: number;
  options: { seconds: number; warmUpSeconds: number; connections: number; overloadConnections: number };
  /** The app's commit, so two reports can be told apart. */
  commit: string;
  routes: RouteFigures[];
}

/** The rate asked for the latency run: half the full speed, at least 1 request/s. */
export const halfRate = (maxRps: number): number => Math.max(1, Math.round(maxRps / 2));
/** The rate asked for the overload run: twice the full speed. */
export const overloadRate = (maxRps: number): number => Math.max(2, Math.round(maxRps * 2));

/** Share (0…1) of the answers with one of `expected` statuses; 0 without answers. */
export function shareOf(statuses: Record<string, number>, expected: readonly number[]): number {
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const matching = expected.reduce((sum, status) => sum + (statuses[String(status)] ?? 0), 0);
  return total === 0 ? 0 : matching / total;
}

/** App throughput over the baseline's; null without both. */
export function ratioOf(route: RouteFigures): number | null {
  const app = route.app?.max.rps;
  const base = route.baseline?.figures?.max.rps;
  return app === undefined || base === undefined || base === 0 ? null : app / base;
}

/** Below this share of the asked rate, a paced run measured its own sender, not the server. */
const SENDER_KEPT_UP = 0.9;

/**
 * Whether the latency run's sender fell behind its rate (a single process
 * pacing tens of thousands of requests a second on a 2-core machine cannot):
 * its latencies, timed from when each request was due, are then the sender's
 * backlog, not the server's answer time, and are not judged.
 */
export const senderBehind = (half: RunFigures): boolean => half.askedRate !== null && half.rps < half.askedRate * SENDER_KEPT_UP;

export interface Verdict {
  ratio: boolean | null;
  p99: boolean | null;
}

export function verdictOf(route: RouteFigures): Verdict {
  const ratio = ratioOf(route);
  return {
    ratio: ratio === null || !route.baseline ? null : ratio >= route.baseline.ratioTarget,
    p99: route.app && !senderBehind(route.app.half) ? route.app.half.p99Ms <= route.p99TargetMs : null,
  };
}

const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | null) => (value === null ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value)));
const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.01 ? 1 : 0)} %`;
const mark = (ok: boolean | null) => (ok === null ? '' : ok ? '✅' : '❌');

/** Answers other than the expected ones, as `401 × 12, 500 × 3`; empty when none. */
export function otherStatuses(statuses: Record<string, number>, expected: readonly number[]): string {
  return Object.entries(statuses)
    .filter(([status, count]) => count > 0 && !expected.includes(Number(status)))
    .map(([status, count]) => `${status} × ${int(count)}`)
    .join(', ');
}

const halfCell = (half: RunFigures): string =>
  senderBehind(half)
    ? `not measured: the sender kept ${int(half.rps)}/s of ${int(half.askedRate ?? 0)}/s`
    : `${ms(half.p50Ms)} / ${ms(half.p99Ms)} at ${int(half.askedRate ?? 0)}/s`;

/** The Markdown table, with the run's facts above it. */
export function renderMarkdown(report: LoadReport): string {
  const { machine, scale, options } = report;
  const lines = [
    '# Load benchmark (`npm run bench -- load`)',
    '',
    `${report.at}, commit ${report.commit}: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
      `load average ${machine.loadAverage.start.map((n) => n.toFixed(1)).join(' / ')} at the start and ` +
      `${machine.loadAverage.end.map((n) => n.toFixed(1)).join(' / ')} at the end (1 / 5 / 15 min): ` +
      'on a machine shared with other work, figures are noisy.',
    '',
    `Database: scale ${scale.factor}, ${int(scale.travellers)} travellers (${int(scale.registered)} registered), ` +
      `${int(scale.sessions)} completed sessions; ${int(scale.signedIn)} signed-in travellers take turns. ` +
      `Seeded in ${report.seedSeconds === null ? '– (a kept database, reused)' : `${report.seedSeconds} s`}; whole run ${report.runSeconds} s.`,
    '',
    `autocannon, ${options.connections} connections, ${options.seconds} s per run after ${options.warmUpSeconds} s of warm-up at full speed; ` +
      `latency at half of the app's full speed (requests evenly spaced, each timed from when it was due: paced.ts), both with the app's load shedding off (\`OVERLOAD_SHEDDING=false\`: ` +
      'its capacity, as the baselines have none); overload at twice its full speed with ' +
      `${options.overloadConnections} connections, against the app as configured (shedding on by default). ` +
      'Each run starts once the jobs the one before it queued (the events of a write) are done: a run measures its own rate and its own jobs.',
    '',
    '| Route | Baseline | Max req/s app | Max req/s baseline | Ratio (target) | p50 / p99 at 50 % (ms) | p99 target | Overload: 503 share | Overload: served p99 (ms) | /healthz during overload |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const route of report.routes) {
    const ratio = ratioOf(route);
    const verdict = verdictOf(route);
    const base = route.baseline;
    const over = route.overload;
    lines.push(
      `| ${route.title} | ${base?.name ?? '–'} | ${route.app ? int(route.app.max.rps) : '–'} | ${base?.figures ? int(base.figures.max.rps) : '–'} | ` +
        `${ratio === null ? '–' : `${ratio.toFixed(2)}× (≥ ${base!.ratioTarget}×) ${mark(verdict.ratio)}`} | ` +
        `${route.app ? halfCell(route.app.half) : '–'} | ` +
        `${`≤ ${route.p99TargetMs} ms ${mark(verdict.p99)}`.trim()} | ${over ? percent(over.share503) : '–'} | ${over ? ms(over.servedP99Ms) : '–'} | ` +
        `${over ? `${over.healthz.answered}/${over.healthz.polls} answered, max ${ms(over.healthz.maxMs)} ms` : '–'} |`,
    );
  }
  const notes = report.routes.flatMap((route) => {
    const out: string[] = [];
    if (route.failure) out.push(`- **${route.title}: ${route.failure}**`);
    const runs = [
      ['app at full speed', route.app?.max],
      ['app at half speed', route.app?.half],
      ['baseline at full speed', route.baseline?.figures?.max],
      ['baseline at half speed', route.baseline?.figures?.half],
    ] as const;
    for (const [label, figures] of runs) {
      const others = figures && otherStatuses(figures.statuses, [200]);
      if (others) out.push(`- ${route.title}, ${label}: answers other than 200: ${others}.`);
    }
    const appRounds = route.app?.rounds;
    const baselineRounds = route.baseline?.figures?.rounds;
    if (appRounds && baselineRounds) {
      out.push(
        `- ${route.title}, full speed in turns (req/s, the median counts): app ${appRounds.map(int).join(', ')}; ` +
          `baseline ${baselineRounds.map(int).join(', ')}.`,
      );
    }
    if (route.overload) {
      const o = route.overload;
      const others = otherStatuses(o.statuses, [200, 503]);
      out.push(
        `- ${route.title}, overload at ${int(o.askedRate ?? 0)}/s: ${int(o.rps)} served/s, ` +
          `${o.statuses['503'] ? `${int(o.statuses['503'])} shed (503, p99 ${ms(o.shedP99Ms)} ms, ${int(o.shedWithRetryAfter)} with Retry-After), ` : ''}` +
          `${others ? `other answers ${others}, ` : ''}${int(o.errors)} errors, ${int(o.timeouts)} timeouts.`,
      );
    }
    return out;
  });
  if (notes.length > 0) lines.push('', ...notes);
  return `${lines.join('\n')}\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Two panels, one row per route: full-speed throughput of the app and of its
 * baseline (log scale: a few plans a second beside thousands of health
 * checks), and the p99 at half speed against the route's target.
 */
export function renderSvg(report: LoadReport): string {
  const rowHeight = 34;
  const top = 56;
  const labelWidth = 230;
  const panelWidth = 330;
  const gap = 60;
  const width = labelWidth + panelWidth * 2 + gap + 20;
  const height = top + report.routes.length * rowHeight + 50;
  const maxRps = Math.max(10, ...report.routes.flatMap((r) => [r.app?.max.rps ?? 0, r.baseline?.figures?.max.rps ?? 0]));
  const decades = Math.ceil(Math.log10(maxRps));
  const rpsX = (rps: number) => labelWidth + (Math.log10(Math.max(1, rps)) / decades) * panelWidth;
  const measured = (route: RouteFigures) => (route.app && !senderBehind(route.app.half) ? route.app.half.p99Ms : null);
  const maxMs = Math.max(...report.routes.flatMap((r) => [r.p99TargetMs, measured(r) ?? 0])) * 1.1;
  const p99Left = labelWidth + panelWidth + gap;
  const msX = (value: number) => p99Left + (value / maxMs) * panelWidth;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${labelWidth}" y="20" font-weight="bold">Max requests/s (log scale)</text>`,
    `<text x="${p99Left}" y="20" font-weight="bold">p99 at 50 % of max (ms) — line: target</text>`,
    `<rect x="${labelWidth}" y="30" width="10" height="10" fill="#2563eb"/><text x="${labelWidth + 14}" y="39">app</text>`,
    `<rect x="${labelWidth + 50}" y="30" width="10" height="10" fill="#9ca3af"/><text x="${labelWidth + 64}" y="39">baseline</text>`,
  ];
  for (let decade = 0; decade <= decades; decade += 1) {
    const x = rpsX(10 ** decade);
    parts.push(`<line x1="${x}" y1="${top - 6}" x2="${x}" y2="${height - 40}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${x}" y="${height - 26}" text-anchor="middle" fill="#6b7280">${int(10 ** decade)}</text>`);
  }
  report.routes.forEach((route, index) => {
    const y = top + index * rowHeight;
    parts.push(`<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escapeXml(route.title)}</text>`);
    const bar = (rps: number, dy: number, fill: string, note = '') =>
      `<rect x="${labelWidth}" y="${y + dy}" width="${Math.max(1, rpsX(rps) - labelWidth)}" height="11" fill="${fill}"/>` +
      `<text x="${rpsX(rps) + 4}" y="${y + dy + 10}" font-size="10">${int(rps)}${note}</text>`;
    const ratio = ratioOf(route);
    if (route.app) parts.push(bar(route.app.max.rps, 2, '#2563eb', ratio === null ? '' : ` (${ratio.toFixed(2)}×)`));
    if (route.baseline?.figures) parts.push(bar(route.baseline.figures.max.rps, 15, '#9ca3af'));
    const target = msX(route.p99TargetMs);
    const p99 = measured(route);
    if (p99 === null && route.app) {
      parts.push(`<text x="${p99Left + 4}" y="${y + 17}" font-size="10" fill="#6b7280">not measured (the sender fell behind)</text>`);
    }
    if (p99 !== null) {
      const fill = p99 <= route.p99TargetMs ? '#16a34a' : '#dc2626';
      parts.push(`<rect x="${p99Left}" y="${y + 4}" width="${Math.max(1, msX(p99) - p99Left)}" height="18" fill="${fill}"/>`);
      parts.push(`<text x="${msX(p99) + 4}" y="${y + 17}" font-size="10">${ms(p99)}</text>`);
    }
    parts.push(`<line x1="${target}" y1="${y}" x2="${target}" y2="${y + 26}" stroke="#111827" stroke-width="2"/>`);
    if (route.failure) parts.push(`<text x="${labelWidth + 4}" y="${y + 26}" fill="#dc2626" font-size="10">failed</text>`);
  });
  parts.push(
    `<text x="10" y="${height - 8}" fill="#6b7280">${escapeXml(
      `${report.at}, ${report.machine.cores} cores, Node ${report.machine.node}, scale ${report.scale.factor}: measured on a shared machine`,
    )}</text>`,
  );
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
