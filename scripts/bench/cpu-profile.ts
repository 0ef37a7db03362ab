import path from 'node:path';

/** The parts of V8's `.cpuprofile` (what `node --cpu-prof` writes; Chrome DevTools and speedscope open it) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }[];
  /** Microseconds, on the same monotonic clock as `process.hrtime`. */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface TimeShare {
  name: string;
  ms: number;
  /** Of the busy time (samples that were not idle). */
  percent: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  selfByFunction: TimeShare[];
  selfByModule: TimeShare[];
  inclusiveByModule: TimeShare[];
}

/**
 * The samples taken between `fromMicros` and `toMicros` (hrtime microseconds):
 * the profile of one load run without the process's start and shutdown.
 */
export function cropped(profile: CpuProfile, fromMicros: number, toMicros: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  let last = fromMicros;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromMicros || at > toMicros) return;
    samples.push(sample);
    timeDeltas.push(at - last);
    last = at;
  });
  return { ...profile, startTime: fromMicros, endTime: toMicros, samples, timeDeltas };
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where a function lives, as a reader of the summary thinks of it: a package
 * (`pino`, `@ts-rest/express`, `zod`), one of our folders (`src/modules/accounts`),
 * Node's own code (`node:http`), or V8's pseudo-frames (`(garbage collector)`).
 */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) {
    const rest = url.slice('node:'.length).replace(/^internal\//, '');
    return `node:${rest.split('/')[0]!.replace(/^_/, '').replace(/\.js$/, '')}`;
  }
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const packages = file.lastIndexOf('/node_modules/');
  if (packages >= 0) {
    const [scope, name] = file.slice(packages + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const relative = path.relative(root, file);
  if (relative.startsWith('..')) return file;
  const parts = relative.split('/');
  // src/modules/accounts, src/app/http, src/shared/http, contracts/accounts
  const depth = parts[0] === 'src' ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || relative;
}

const top = (totals: Map<string, number>, busyMicros: number, count: number): TimeShare[] =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), percent: Math.round((1000 * micros) / busyMicros) / 10 }));

/** Self time by function and by module, and inclusive time by module (each sample counted once per module on its stack). */
export function summarise(profile: CpuProfile, count = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusiveByModule = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, micros: number) => totals.set(key, (totals.get(key) ?? 0) + micros);
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one (the last one gets its own gap).
    const micros = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id)!;
    const { functionName, url, lineNumber } = leaf.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const module = moduleOf(url, functionName);
    add(selfByFunction, `${functionName || '(anonymous)'} ${module}${url ? `:${lineNumber + 1}` : ''}`, micros);
    add(selfByModule, module, micros);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      seen.add(moduleOf(frame.url, frame.functionName));
    }
    for (const name of seen) add(inclusiveByModule, name, micros);
  });
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    selfByFunction: top(selfByFunction, busy, count),
    selfByModule: top(selfByModule, busy, count),
    inclusiveByModule: top(inclusiveByModule, busy, count),
  };
}

/** The summary as text, for reports/flame/<route>.txt and the console. */
export function summaryText(title: string, summary: ProfileSummary): string {
  const table = (heading: string, rows: TimeShare[]) =>
    [heading, ...rows.map((row) => `  ${`${row.percent.toFixed(1)} %`.padStart(7)}  ${String(row.ms).padStart(6)} ms  ${row.name}`)].join(
      '\n',
    );
  return [
    title,
    `busy ${summary.busyMs} ms, idle ${summary.idleMs} ms (shares are of the busy time)`,
    // Read before the tables: the largest "function" is rarely where the CPU goes.
    'a socket write (writev, writeUtf8String) wakes its peer (PostgreSQL, autocannon), which on a busy 2-core machine often runs',
    'in its place: those samples are mostly time spent waiting for a core (compare "CPU per request" above)',
    '',
    table('self time by function', summary.selfByFunction),
    '',
    table('self time by package/module', summary.selfByModule),
    '',
    table('inclusive time by package/module (a sample counts once for each module on its stack)', summary.inclusiveByModule),
    '',
  ].join('\n');
}
