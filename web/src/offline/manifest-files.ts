/**
 * Each language's web app manifest: written by the build (web/pwa/app-manifests.ts)
 * and linked by the page in its language (manifest-link.ts).
 */
export const MANIFEST_FILES = { en: 'manifest.webmanifest', es: 'manifest.es.webmanifest' } as const;
