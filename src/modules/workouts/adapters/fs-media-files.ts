import { access } from 'node:fs/promises';
import path from 'node:path';
import type { MediaFiles } from '../application/ports/media-files.port';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Media files in `<root>/gifs/<id>.gif` and `<root>/png/<id>.png` (root: `DATA_DIR/media`). */
export class FsMediaFiles implements MediaFiles {
  constructor(private readonly root: string) {}

  async find(exerciseId: string): Promise<'GIF' | 'PNG' | undefined> {
    if (await exists(path.join(this.root, 'gifs', `${exerciseId}.gif`))) return 'GIF';
    if (await exists(path.join(this.root, 'png', `${exerciseId}.png`))) return 'PNG';
    return undefined;
  }
}
