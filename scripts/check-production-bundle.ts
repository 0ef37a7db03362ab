/**
 * Checks that `web/dist` holds React's production build: its minified error
 * texts are there and the development JSX runtime (`jsxDEV`) is not. `npm test`
 * builds the web app with NODE_ENV=development and then runs this, proving that
 * the server's mode never chooses the bundle's (`web/vite.config.ts`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const assets = path.resolve(import.meta.dirname, '..', 'web', 'dist', 'assets');
const PRODUCTION_MARK = 'Minified React error';
const DEVELOPMENT_MARK = 'jsxDEV';

const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
const texts = await Promise.all(files.map(async (name) => ({ name, text: await readFile(path.join(assets, name), 'utf8') })));
const development = texts.filter(({ text }) => text.includes(DEVELOPMENT_MARK)).map(({ name }) => name);
const production = texts.some(({ text }) => text.includes(PRODUCTION_MARK));

if (development.length > 0 || !production) {
  console.error(
    `web/dist is not a production build: ${development.length > 0 ? `${development.join(', ')} use the development JSX runtime` : `no chunk has React's production errors`}.`,
  );
  process.exit(1);
}
console.log(`web/dist is a production build (${files.length} chunks checked).`);
