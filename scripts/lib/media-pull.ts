import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Largest demo file accepted (GIFs of a few seconds are well under it). */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

const KINDS = [
  {
    ext: 'gif',
    folder: 'gifs',
    type: 'image/gif',
    magic: (b: Uint8Array) => Buffer.from(b.subarray(0, 6)).toString('latin1').startsWith('GIF8'),
  },
  {
    ext: 'png',
    folder: 'png',
    type: 'image/png',
    magic: (b: Uint8Array) => Buffer.from(b.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
] as const;

export interface PullSummary {
  downloaded: string[];
  skipped: string[];
  /** Exercise id → why nothing was kept. */
  failed: Record<string, string>;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Reads a body up to the cap; undefined when it is larger. */
async function readCapped(response: Response): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_MEDIA_BYTES) return undefined;
  if (!response.body) return new Uint8Array();
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (chunk.done || !chunk.value) break;
    const value = chunk.value;
    size += value.byteLength;
    if (size > MAX_MEDIA_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads `<base>/<id>.gif` (else `.png`) for every exercise into
 * `<mediaRoot>/{gifs,png}`, keeping only files of the right content type, magic
 * bytes and size. Exercises that already have a file are skipped.
 */
export async function pullMedia(base: string, ids: readonly string[], mediaRoot: string): Promise<PullSummary> {
  const summary: PullSummary = { downloaded: [], skipped: [], failed: {} };
  const root = base.replace(/\/+$/, '');
  for (const kind of KINDS) await mkdir(path.join(mediaRoot, kind.folder), { recursive: true });
  for (const id of ids) {
    const targets = KINDS.map((kind) => ({ kind, file: path.join(mediaRoot, kind.folder, `${id}.${kind.ext}`) }));
    if ((await Promise.all(targets.map((t) => exists(t.file)))).some(Boolean)) {
      summary.skipped.push(id);
      continue;
    }
    let reason = 'not found';
    for (const { kind, file } of targets) {
      try {
        const response = await fetch(`${root}/${id}.${kind.ext}`, { redirect: 'follow' });
        if (!response.ok) {
          await response.body?.cancel();
          reason = `HTTP ${response.status}`;
          continue;
        }
        if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith(kind.type)) {
          await response.body?.cancel();
          reason = 'wrong content type';
          continue;
        }
        const bytes = await readCapped(response);
        if (!bytes) {
          reason = 'larger than 5 MB';
          continue;
        }
        if (!kind.magic(bytes)) {
          reason = `not a ${kind.ext.toUpperCase()} file`;
          continue;
        }
        await writeFile(file, bytes);
        summary.downloaded.push(`${id}.${kind.ext}`);
        reason = '';
        break;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    if (reason) summary.failed[id] = reason;
  }
  return summary;
}
