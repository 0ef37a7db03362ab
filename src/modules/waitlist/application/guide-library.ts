import { createHash } from 'node:crypto';
import type { Locale } from '../../../../contracts/sdui';
import { guideContent, type GuideCatalogue } from './guide-content';
import type { GuideRenderer } from './ports/guide-renderer.port';

export interface GuideFile {
  pdf: Buffer;
  /** Changes whenever what the guide prints changes (the catalogue, the engine, the copy): the ETag. */
  version: string;
}

/**
 * The hotel-workouts guide per language, made once per catalogue version and
 * kept in memory (two PDFs of about 30 KB). The version is a hash of the
 * content the guide prints, so a new catalogue or copy gives a new file while
 * the layout code stays as deployed. Concurrent first requests share one
 * rendering. Each rendering is logged with its time and size.
 */
export class GuideLibrary {
  private readonly files = new Map<string, Promise<GuideFile>>();

  constructor(
    private readonly catalogue: GuideCatalogue,
    private readonly renderer: GuideRenderer,
    /** Where the guide invites readers to try a workout made for them (`<public origin>/free`). */
    private readonly tryFreeLink: string,
    /** Told of each rendering: how long it took and how big the file is. */
    private readonly onRendered: (rendering: { locale: Locale; version: string; ms: number; bytes: number }) => void,
  ) {}

  guide(locale: Locale): Promise<GuideFile> {
    const content = guideContent(this.catalogue, locale, this.tryFreeLink);
    const version = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
    const key = `${locale}:${version}`;
    let file = this.files.get(key);
    if (!file) {
      file = this.render(content, version);
      for (const old of this.files.keys()) if (old.startsWith(`${locale}:`)) this.files.delete(old);
      this.files.set(key, file);
      // A failed rendering is not kept: the next request tries again.
      file.catch(() => this.files.delete(key));
    }
    return file;
  }

  private async render(content: Parameters<GuideRenderer['render']>[0], version: string): Promise<GuideFile> {
    const started = performance.now();
    const pdf = await this.renderer.render(content);
    const ms = Math.round(performance.now() - started);
    this.onRendered({ locale: content.locale, version, ms, bytes: pdf.length });
    return { pdf, version };
  }
}
