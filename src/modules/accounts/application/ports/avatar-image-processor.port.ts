import type { Result } from '../../../../shared/kernel';

/**
 * Decodes an uploaded image within pixel limits, turns it upright, fits it in
 * the avatar square and re-encodes it as WebP without metadata.
 */
export interface AvatarImageProcessor {
  normalize(bytes: Uint8Array): Promise<Result<Buffer, 'accounts.avatar-not-image'>>;
}
