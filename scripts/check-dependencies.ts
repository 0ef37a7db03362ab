/**
 * `npm run test:deps`: the offline supply-chain check of `npm test` (see
 * scripts/lib/dependency-policy.ts and docs/adr/0019-offline-dependency-check.md).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dependencyProblems, type PackageJson, type PackageLock } from './lib/dependency-policy';

const root = path.resolve(import.meta.dirname, '..');
const read = async <T>(file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8')) as T;

const lock = await read<PackageLock>('package-lock.json');
const problems = dependencyProblems(await read<PackageJson>('package.json'), lock, { os: process.platform, cpu: process.arch });
if (problems.length > 0) {
  console.error(`Dependency policy: ${problems.length} problem(s)\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const count = Object.keys(lock.packages ?? {}).length - 1;
console.log(
  `Dependency policy holds for ${count} locked packages: registry only, exact pins, sha512 integrity, install scripts and production licences reviewed.`,
);
