/** `npm run test:arch` (second half): no module reaches another through a `Symbol.for('<other module>.…')` key. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { foreignModuleKeys } from './lib/module-keys';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'src/modules');
const modules = (await readdir(modulesDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
const paths = (await readdir(modulesDir, { recursive: true })).filter((p) => /\.tsx?$/.test(p));
const files = await Promise.all(
  paths.map(async (p) => ({ path: `src/modules/${p}`, text: await readFile(path.join(modulesDir, p), 'utf8') })),
);
const found = foreignModuleKeys(files, modules);
for (const key of found)
  console.error(`${key.path}:${key.line} reaches another module through Symbol.for('${key.key}'): use its index.ts or a port (ADR 0007)`);
console.log(`module keys: ${found.length} foreign key(s) in ${files.length} files`);
process.exitCode = found.length === 0 ? 0 : 1;
