/**
 * Proves that every rule of .dependency-cruiser.cjs can fire: builds a small
 * throwaway tree in the OS temp dir with one deliberate violation per rule,
 * cruises it with the real config, and checks each rule is reported (and that
 * the allowed imports are not). The project tree is never touched.
 *
 *   npx tsx scripts/lib/prove-arch-rules.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** file → content; each violating import is commented with the rule it must trip. */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', allowImportingTsExtensions: true },
  }),
  'src/modules/a/index.ts': 'export const a = 1;\n',
  'src/modules/a/internal.ts': 'export const secret = 1;\n',
  'src/modules/a/adapters/knex-thing.ts': 'export const thing = 1;\n',
  'src/modules/a/http/a.router.ts': 'export const router = 1;\n',
  'src/modules/b/index.ts': "export { a } from '../a/index';\n", // allowed
  'src/modules/b/leak.ts': "export { secret } from '../a/internal';\n", // module-internals
  'src/modules/a/domain/rule.ts': "export { thing } from '../adapters/knex-thing';\n", // domain-is-pure
  'src/modules/a/domain/uses-express.ts': "import express from 'express';\nexport const e = express;\n", // domain-is-pure
  'src/modules/a/domain/uses-node.ts': "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID;\n", // domain-is-pure
  'src/modules/a/domain/ok.ts':
    "import { z } from 'zod';\nimport { c } from '../../../../contracts/ok';\nexport const s = z.string(); export const d = c;\n", // allowed
  'src/modules/a/application/use-case.ts': "export { router } from '../http/a.router';\n", // application-no-adapters
  'src/modules/a/application/uses-knex.ts': "import knex from 'knex';\nexport const k = knex;\n", // application-no-frameworks
  'contracts/ok.ts': 'export const c = 1;\n',
  'contracts/bad.ts': "export { a } from '../src/modules/a/index';\n", // contracts-stand-alone
  'web/src/app.ts': "export { a } from '../../src/modules/a/index';\n", // web-not-server
  'src/modules/a/uses-web.ts': "export { x } from '../../../web/src/features/f/index';\n", // server-not-web
  'web/src/features/f/index.ts': 'export const x = 1;\n',
  'web/src/features/f/inner.ts': 'export const y = 1;\n',
  'web/src/features/g/index.ts': "export { x } from '../f/index';\n", // allowed
  'web/src/features/g/peek.ts': "export { y } from '../f/inner';\n", // web-feature-internals
  'src/cycle/one.ts': "import { two } from './two';\nexport const one = () => two;\n", // no-circular
  'src/cycle/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
};

const EXPECTED: Record<string, string[]> = {
  'module-internals': ['src/modules/b/leak.ts'],
  'domain-is-pure': ['src/modules/a/domain/rule.ts', 'src/modules/a/domain/uses-express.ts', 'src/modules/a/domain/uses-node.ts'],
  'application-no-adapters': ['src/modules/a/application/use-case.ts'],
  'application-no-frameworks': ['src/modules/a/application/uses-knex.ts'],
  'contracts-stand-alone': ['contracts/bad.ts'],
  'web-not-server': ['web/src/app.ts'],
  'server-not-web': ['src/modules/a/uses-web.ts'],
  'web-feature-internals': ['web/src/features/g/peek.ts'],
  'no-circular': ['src/cycle/one.ts'],
};
const MUST_PASS = ['src/modules/b/index.ts', 'src/modules/a/domain/ok.ts', 'web/src/features/g/index.ts'];

const dir = mkdtempSync(path.join(os.tmpdir(), 'arch-proof-'));
try {
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  let output = '';
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['src', 'contracts', 'web/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as { summary: { violations: { from: string; rule: { name: string } }[] } };
  const seen = result.summary.violations.map((v) => `${v.rule.name} ${v.from}`);
  let failures = 0;
  for (const [rule, files] of Object.entries(EXPECTED)) {
    for (const file of files) {
      const fired = seen.includes(`${rule} ${file}`);
      if (!fired) failures += 1;
      console.log(`  ${fired ? '✓' : '✗'} ${rule} fires on ${file}`);
    }
  }
  for (const file of MUST_PASS) {
    const clean = !seen.some((entry) => entry.endsWith(` ${file}`));
    if (!clean) failures += 1;
    console.log(`  ${clean ? '✓' : '✗'} allowed import in ${file} passes`);
  }
  console.log(failures === 0 ? 'every architecture rule can fire' : `${failures} rule checks failed`);
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
