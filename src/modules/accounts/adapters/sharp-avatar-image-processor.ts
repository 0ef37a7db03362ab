import sharp from 'sharp';
import { fail, ok, type Result } from '../../../shared/kernel';
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE_PX } from '../domain/avatar-image';
import type { AvatarImageProcessor } from '../application/ports/avatar-image-processor.port';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Decodes with sharp within a pixel limit (a decompression bomb is refused
 * from its header, before decoding), turns the image upright by its EXIF
 * orientation, fits it in 512×512 and re-encodes it as WebP. sharp writes no
 * metadata unless asked, so EXIF (GPS, camera) is dropped.
 */
export class SharpAvatarImageProcessor implements AvatarImageProcessor {
  async normalize(bytes: Uint8Array): Promise<Result<Buffer, 'accounts.avatar-not-image'>> {
    try {
      const input = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
      const { format } = await input.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) return fail('accounts.avatar-not-image');
      const output = await input
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return ok(output);
    } catch {
      return fail('accounts.avatar-not-image');
    }
  }
}
