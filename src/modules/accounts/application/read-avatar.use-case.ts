import { AVATAR_FILE_PATTERN } from '../domain/avatar-image';
import type { BlobStore } from './ports/blob-store.port';

/** `GET /media/avatars/:file`: the stored WebP bytes, or undefined for any name we never gave out. */
export class ReadAvatarUseCase {
  constructor(private readonly blobs: BlobStore) {}

  async execute(fileName: string): Promise<Buffer | undefined> {
    if (!AVATAR_FILE_PATTERN.test(fileName)) return undefined;
    return this.blobs.get(fileName);
  }
}
