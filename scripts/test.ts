/**
 * `npm test`: every layer of the test suite, with one line of totals.
 *
 *   web build → Cucumber features (@api, @ui, @machine)
 *             ‖ lint
 *             ‖ format → dependencies → audit → typecheck → architecture → vitest → contract tests
 *
 * A layer running alone streams its output; layers running side by side keep
 * theirs and show it when they end.
 * `npm test -- lint vitest` runs only the layers named.
 *
 * Static checks and the build count as one test each; vitest, Cucumber and the
 * contract tests count their tests or scenarios. A layer that crashes before
 * reporting counts as one failure. All layers run even after a failure, so one
 * run shows everything that is wrong. The last line is `N passed, N failed`,
 * alone (the CI reads it); the exit code is non-zero when anything failed.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { auditVerdict } from './lib/audit-verdict';
import { LIVE, plain, runCommand, type Echo } from './lib/run-command';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');

interface LayerResult {
  name: string;
  passed: number;
  failed: number;
  ms: number;
  note?: string;
  /** What failed, one line each, repeated above the summary: the end of a long log is often all one sees. */
  failures?: string[];
}

interface Layer {
  name: string;
  run(echo: Echo): Promise<LayerResult>;
}

const npm = (echo: Echo, script: string) => runCommand('npm', ['run', '--silent', script], { echo });

/** A check that passes or fails as a whole. */
function staticCheck(name: string, ...steps: ((echo: Echo) => ReturnType<typeof runCommand>)[]): Layer {
  return {
    name,
    async run(echo) {
      let ms = 0;
      for (const step of steps) {
        const result = await step(echo);
        ms += result.ms;
        if (result.code !== 0) return { name, passed: 0, failed: 1, ms, note: `exit ${result.code}` };
      }
      return { name, passed: 1, failed: 0, ms };
    },
  };
}

const vitest: Layer = {
  name: 'vitest',
  async run(echo) {
    const file = path.join(reports, 'vitest.json');
    await rm(file, { force: true });
    const result = await runCommand('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
      echo,
    });
    try {
      const json = JSON.parse(await readFile(file, 'utf8')) as VitestReport;
      // A failed file (import error, failing hook) has no failed test but fails the run.
      const extra = result.code !== 0 && json.numFailedTests === 0 ? 1 : 0;
      return {
        name: 'vitest',
        passed: json.numPassedTests,
        failed: json.numFailedTests + extra,
        ms: result.ms,
        failures: vitestFailures(json),
        ...(extra ? { note: 'a test file or hook failed outside any test' } : {}),
      };
    } catch {
      return { name: 'vitest', passed: 0, failed: 1, ms: result.ms, note: `no JSON report (exit ${result.code})` };
    }
  },
};

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** "file › test: first line of the error", for each failed test, and each file that failed outside its tests. */
function vitestFailures(json: VitestReport): string[] {
  const firstLine = (text: string | undefined) => (text ?? '').split('\n', 1)[0]!.slice(0, 160);
  return json.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

const features: Layer = {
  name: 'cucumber',
  async run(echo) {
    const result = await npm(echo, 'test:features');
    // e.g. "31 scenarios (26 passed, 3 failed, 2 undefined)"
    const match = /(\d+) scenarios? \(([^)]*)\)/.exec(plain(result.output));
    if (!match) {
      const none = /0 scenarios/.test(plain(result.output));
      return {
        name: 'cucumber',
        passed: 0,
        failed: none && result.code === 0 ? 0 : 1,
        ms: result.ms,
        note: none ? 'no scenarios' : `no summary (exit ${result.code})`,
      };
    }
    const total = Number(match[1]);
    const passed = Number(/(\d+) passed/.exec(match[2]!)?.[1] ?? 0);
    const failed = total - passed;
    const extra = result.code !== 0 && failed === 0 ? 1 : 0;
    // Each failure is listed as "  1) Its name # features/its.feature:12".
    const failures = [...plain(result.output).matchAll(/^\s*\d+\) (.*?) # (features\/\S+)$/gm)].map(
      ([, name, where]) => `${where} › ${name}`,
    );
    return { name: 'cucumber', passed, failed: failed + extra, ms: result.ms, failures, ...(failed > 0 ? { note: match[2] } : {}) };
  },
};

const contract: Layer = {
  name: 'contract',
  async run(echo) {
    const result = await npm(echo, 'test:contract');
    const lines = [...plain(result.output).matchAll(/^(\d+) passed, (\d+) failed$/gm)];
    const last = lines.at(-1);
    if (!last) return { name: 'contract', passed: 0, failed: 1, ms: result.ms, note: `no summary (exit ${result.code})` };
    const failed = Number(last[2]) + (result.code !== 0 && last[2] === '0' ? 1 : 0);
    return { name: 'contract', passed: Number(last[1]), failed, ms: result.ms };
  },
};

/** Known high and critical vulnerabilities in production dependencies fail; an unreachable advisory database counts as neither. */
const audit: Layer = {
  name: 'audit',
  async run(echo) {
    const result = await runCommand('npm', ['audit', '--omit=dev', '--json'], { echo: () => {} });
    const verdict = auditVerdict(result.output);
    echo(Buffer.from(`npm audit --omit=dev: ${verdict.summary}\n`), 'stdout');
    if (verdict.kind === 'unreachable')
      return { name: 'audit', passed: 0, failed: 0, ms: result.ms, note: 'advisory database unreachable: not checked' };
    return {
      name: 'audit',
      passed: verdict.kind === 'passed' ? 1 : 0,
      failed: verdict.kind === 'failed' ? 1 : 0,
      ms: result.ms,
      note: verdict.summary,
    };
  },
};

const format = staticCheck('format', (echo) => npm(echo, 'format:check'));
const dependencies = staticCheck('dependencies', (echo) => npm(echo, 'test:deps'));
const typecheck = staticCheck('typecheck', (echo) => npm(echo, 'typecheck'));
const lint = staticCheck('lint', (echo) => npm(echo, 'lint'));
const architecture = staticCheck(
  'architecture',
  (echo) => npm(echo, 'test:arch'),
  (echo) => runCommand('npx', ['tsx', 'scripts/lib/prove-arch-rules.ts'], { echo }),
);
// Built with the server's development NODE_ENV on purpose: the bundle must come out production anyway.
const webBuild = staticCheck(
  'web build',
  (echo) => runCommand('npm', ['run', '--silent', 'build'], { echo, env: { ...process.env, NODE_ENV: 'development' } }),
  (echo) => runCommand('npx', ['tsx', 'scripts/check-production-bundle.ts'], { echo }),
);

/**
 * Stages run one after another; the lanes of a stage run side by side, each its
 * layers in order. Cucumber, the longest layer, mostly waits (on Chromium, on
 * HTTP, on PostgreSQL) and leaves the cores half idle, so the CPU-bound checks
 * and vitest run beside it instead of before it. It starts once the web build
 * its @ui scenarios open is there.
 */
const STAGES: Layer[][][] = [[[webBuild]], [[features], [lint], [format, dependencies, audit, typecheck, architecture, vitest, contract]]];

/** The order of the summary, whatever order the layers ended in. */
const ORDER = [format, dependencies, audit, typecheck, lint, architecture, vitest, webBuild, features, contract].map((layer) => layer.name);

/** Enough to name a flaky test or two; a broken build lists its first failures and points up. */
const MAX_FAILURES_SHOWN = 8;

function report(result: LayerResult): string {
  return `━━ ${result.name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''} in ${(result.ms / 1000).toFixed(1)} s`;
}

/** Runs a lane's layers in order: live when the lane runs alone, otherwise each layer's output shown when it ends. */
async function runLane(lane: Layer[], alone: boolean): Promise<LayerResult[]> {
  const results: LayerResult[] = [];
  for (const layer of lane) {
    if (alone) {
      console.log(`\n━━ ${layer.name} ━━`);
      const result = await layer.run(LIVE);
      console.log(report(result));
      results.push(result);
      continue;
    }
    const kept: { chunk: Buffer; stream: 'stdout' | 'stderr' }[] = [];
    const result = await layer.run((chunk, stream) => kept.push({ chunk, stream }));
    console.log(`\n━━ ${layer.name} ━━`);
    for (const { chunk, stream } of kept) process[stream].write(chunk);
    console.log(report(result));
    results.push(result);
  }
  return results;
}

async function main(): Promise<number> {
  await mkdir(reports, { recursive: true });
  const only = process.argv.slice(2);
  const chosen = (layer: Layer) => only.length === 0 || only.includes(layer.name);
  const started = Date.now();
  const results: LayerResult[] = [];
  for (const stage of STAGES) {
    const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
    const settled = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
    results.push(...settled.flat());
  }
  results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
  const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => `  ${r.name}: ${failure}`));
  if (failures.length > 0) {
    console.log('\nFailed');
    for (const line of failures.slice(0, MAX_FAILURES_SHOWN)) console.log(line);
    if (failures.length > MAX_FAILURES_SHOWN) console.log(`  … and ${failures.length - MAX_FAILURES_SHOWN} more, above`);
  }
  console.log('\nSummary');
  for (const r of results) {
    const mark = r.failed > 0 ? 'FAIL' : r.passed === 0 ? 'n/a ' : 'ok  ';
    console.log(
      `  ${mark} ${r.name.padEnd(13)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${(r.ms / 1000).toFixed(1).padStart(6)} s${r.note ? `  ${r.note}` : ''}`,
    );
  }
  console.log(`  all layers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  return 1;
});
