import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_FILES } from '../src/offline/manifest-files';
import { appManifest } from './app-manifests';

/** The Spanish manifest beside the English one the PWA plugin writes (and links in index.html). */
function spanishManifest(): Plugin {
  return {
    name: 'travelfit:spanish-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILES.es, source: JSON.stringify(appManifest('es')) });
    },
  };
}

/**
 * The installable, offline-first app (docs/adr/0046): vite-plugin-pwa builds
 * our own service worker (web/src/sw.ts, Workbox) with the precache list of
 * this build injected, writes the English manifest and links it; the update
 * flow is ours (`prompt`: a new worker waits until the traveller reloads).
 */
export function pwa(): PluginOption[] {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by web/src/offline/update-prompt.tsx (virtual:pwa-register/react), after the first paint.
      injectRegister: false,
      manifestFilename: MANIFEST_FILES.en,
      manifest: appManifest('en'),
      includeManifestIcons: false,
      injectManifest: {
        // The app shell, every route's chunk, the timer worker, styles and icons. Exercise demos and
        // the music are cached as they are used (sw.ts); the service worker itself is never precached.
        globPatterns: ['**/*.{js,css,html,svg,png}', 'manifest.es.webmanifest'],
        globIgnores: ['sw.js'],
        maximumFileSizeToCacheInBytes: 400 * 1024,
      },
      devOptions: { enabled: false },
    }),
    spanishManifest(),
  ];
}
