import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../features/support/chromium';

export interface JavaScriptResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * JavaScript a first visit to `/` downloads: every script response the page
 * receives while loading (entry, imports, lazy route chunks), gzipped at level 9.
 */
export async function benchJavaScript(baseUrl: string): Promise<JavaScriptResult> {
  const chromium = await launchChromium();
  try {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) bodies.set(response.url(), response.body());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies.values());
    return {
      files: files.length,
      rawBytes: files.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await chromium.close();
  }
}
