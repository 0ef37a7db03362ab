import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pwa } from './pwa/pwa-plugins';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const PARSER = '@formatjs/icu-messageformat-parser';
const CATALOGUE = /[\\/]contracts[\\/]i18n[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

/**
 * Precompiles the i18n catalogues to ICU ASTs at build time and ships
 * react-intl without its message parser (formatjs' documented "no-parser"
 * set-up): about 16 KB gzipped less on every page. Dev and tests keep the
 * parser and the raw strings.
 */
function precompiledMessages(): Plugin {
  let parse: ((message: string) => unknown) | undefined;
  return {
    name: 'travelfit:precompiled-messages',
    // The browser's bundle only: the server's renderer runs react-intl from node_modules, parser included.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async buildStart() {
      const reactIntl = await this.resolve('react-intl', `${webRoot}index.html`);
      const messageFormat = reactIntl && (await this.resolve('intl-messageformat', reactIntl.id));
      const parser = messageFormat && (await this.resolve(PARSER, messageFormat.id, { skipSelf: true }));
      if (!parser) throw new Error(`cannot resolve ${PARSER} as react-intl uses it`);
      ({ parse } = (await import(pathToFileURL(parser.id).href)) as { parse: (message: string) => unknown });
    },
    async resolveId(source, importer) {
      if (source !== PARSER || !importer) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '') || !parse) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse!(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The server-side renderer's entry (docs/adr/0048), built by `vite build --ssr` (SSR_ENTRY) after the client. */
const SSR_ENTRY = 'src/app/server-render.tsx';

/**
 * The web client. `npm run build` writes `web/dist` (hashed assets under
 * `web/dist/assets/`), which the server serves with an SPA fallback, then the
 * server-side renderer of the pages drawn on the server into `web/dist/.ssr/`
 * (a dot directory: never served). In development `/api` is proxied to the
 * server on port 3000.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell has (the server's
  // development default would otherwise ship React's development build, about 200 KB more).
  // Vite reads NODE_ENV after loading this file and documents setting it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: webRoot,
    publicDir: 'public',
    plugins: [react(), precompiledMessages(), ...pwa()],
    build: isSsrBuild
      ? {
          outDir: 'dist/.ssr',
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          target: 'node24',
          rollupOptions: { input: `${webRoot}${SSR_ENTRY}` },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          sourcemap: false,
          target: 'es2022',
          // dist/.vite/manifest.json: the server preloads each route's chunks with its HTML (docs/adr/0047).
          manifest: true,
        },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
  };
});
