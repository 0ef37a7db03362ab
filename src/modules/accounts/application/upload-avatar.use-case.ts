import type { User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { avatarFileOf, avatarUrlOf, sniffImageType } from '../domain/avatar-image';
import { isRegistered } from '../domain/user';
import type { AccountViewer } from './identify-viewer.use-case';
import type { AvatarImageProcessor } from './ports/avatar-image-processor.port';
import type { BlobStore } from './ports/blob-store.port';
import type { UserRepository } from './ports/user-repository.port';
import type { PublicUsers } from './public-users';

export type AvatarReadFailure = 'accounts.upload-failed' | 'accounts.avatar-too-large';

export type UploadAvatarFailure = AvatarReadFailure | 'accounts.account-required' | 'accounts.avatar-not-image';

export interface UploadAvatarInput {
  viewer: AccountViewer;
  /** Reads the uploaded file, at most 2 MB; called only once the caller may upload. */
  readFile: () => Promise<Result<Uint8Array, AvatarReadFailure>>;
}

/**
 * `POST /api/profile/avatar` (spec 1 §5–§6, SECURITY.md "uploads"): registered
 * users only, checked before a byte of the upload is read. The bytes must say
 * PNG, JPEG or WebP; the image is decoded and re-encoded (see
 * AvatarImageProcessor), stored under a random name, and replaces the previous
 * avatar, whose file is removed.
 */
export class UploadAvatarUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly images: AvatarImageProcessor,
    private readonly blobs: BlobStore,
    private readonly onCleanupError: (error: unknown) => void,
    private readonly publicUsers: PublicUsers,
  ) {}

  async execute({ viewer, readFile }: UploadAvatarInput): Promise<Result<{ avatarUrl: string; user: User }, UploadAvatarFailure>> {
    const { user } = viewer;
    if (!isRegistered(user.accountType)) return fail('accounts.account-required');

    const file = await readFile();
    if (!file.ok) return file;
    if (!sniffImageType(file.value)) return fail('accounts.avatar-not-image');
    const image = await this.images.normalize(file.value);
    if (!image.ok) return image;

    const name = await this.blobs.put(image.value, 'webp');
    const replaced = await this.users.replaceAvatarUrl(user.id, avatarUrlOf(name));
    if (!replaced) {
      await this.removeQuietly(name);
      return fail('accounts.upload-failed');
    }
    const previous = avatarFileOf(replaced.previousAvatarUrl);
    if (previous && previous !== name) await this.removeQuietly(previous);
    return ok({ avatarUrl: avatarUrlOf(name), user: await this.publicUsers.of(replaced.user) });
  }

  /** A file left behind wastes a little disk; it must not fail the upload. */
  private async removeQuietly(name: string): Promise<void> {
    try {
      await this.blobs.remove(name);
    } catch (error) {
      this.onCleanupError(error);
    }
  }
}
