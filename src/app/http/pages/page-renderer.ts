import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Locale } from '../../../../contracts/sdui';

/** What the web's server-side renderer (`web/src/app/server-render.tsx`, docs/adr/0048) exports. */
export interface PageRenderer {
  /** The markup of `#root` for a page drawn on the server; undefined for a page the browser draws alone. */
  renderPage(request: { url: string; locale: Locale; inline: Readonly<Record<string, unknown>> }): Promise<string | undefined>;
}

/** Where `npm run build` puts the renderer: a dot directory of the built web app, which is never served. */
export const RENDERER_FILE = path.join('.ssr', 'server-render.js');

/**
 * Loads the built renderer: a file of the build, imported at run time, never web
 * code in the server's sources. Without one (an older build) every page is drawn
 * in the browser, as before.
 */
export async function loadPageRenderer(distDir: string, logger: Logger): Promise<PageRenderer | undefined> {
  const file = path.join(distDir, RENDERER_FILE);
  if (!existsSync(file)) {
    logger.warn({ file }, 'no server-side renderer in the web build: pages are drawn in the browser only');
    return undefined;
  }
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    logger.error({ err: error, file }, 'the server-side renderer could not be loaded: pages are drawn in the browser only');
    return undefined;
  }
}
