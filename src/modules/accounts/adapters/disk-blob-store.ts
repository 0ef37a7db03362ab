import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../application/ports/blob-store.port';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{1,8}$/;

/**
 * Files in one folder (avatars: `DATA_DIR/avatars`). A file is written under a
 * temporary name and renamed, so a reader never sees half of it.
 */
export class DiskBlobStore implements BlobStore {
  constructor(private readonly folder: string) {}

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const final = this.pathOf(name);
    const temporary = path.join(this.folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
      await rename(temporary, final);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return name;
  }

  async get(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** Only plain names inside the folder: never a path, never a hidden or temporary file. */
  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
    return path.join(this.folder, name);
  }
}
