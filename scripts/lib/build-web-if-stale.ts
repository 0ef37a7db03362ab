/**
 * Builds the web app when its sources are newer than the last build (so a
 * fresh clone needs no separate step); `npm start` and `npm run start:cluster`
 * call it before starting the server. Exits the process when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const distIndex = path.join(root, 'web', 'dist', 'index.html');
/** The server-side renderer (docs/adr/0048), built after the client. */
const distRenderer = path.join(root, 'web', 'dist', '.ssr', 'server-render.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildWebIfStale(): void {
  const builtAt = existsSync(distIndex) && existsSync(distRenderer) ? statSync(distIndex).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'contracts')));
  if (sourcesAt > builtAt) {
    console.log('Building the web app…');
    // A child process, because the build sets NODE_ENV=production in the process that builds;
    // and always a production build, whatever NODE_ENV the server itself runs with.
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const build = (...args: string[]) =>
      spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }).status === 0;
    // The browser's bundle, then the server-side renderer of the pages drawn on the server (as `npm run build`).
    if (!build() || !build('--ssr')) {
      console.error('TravelFit could not start: the web app failed to build.');
      process.exit(1);
    }
  }
}
