/**
 * What an avatar upload may be (spec 1 §5, SECURITY.md "uploads"): at most
 * 2 MB, and its bytes, not its name, must say PNG, JPEG or WebP.
 */
import { LIMITS } from '../../../../contracts/accounts';

export const AVATAR_MAX_BYTES = LIMITS.avatarMaxBytes;
/** Larger inputs are refused before decoding (decompression bombs). */
export const AVATAR_MAX_INPUT_PIXELS = 24_000_000;
/** Stored avatars fit inside this square. */
export const AVATAR_SIZE_PX = 512;

export type ImageType = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type its first bytes announce, or undefined when they announce none we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** Stored avatar names: random hex, always re-encoded WebP. Anything else is not ours. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;
export const AVATAR_URL_PREFIX = '/media/avatars/';

export function avatarUrlOf(fileName: string): string {
  return `${AVATAR_URL_PREFIX}${fileName}`;
}

/** The stored file behind one of our avatar URLs, or undefined for anything else. */
export function avatarFileOf(avatarUrl: string | null): string | undefined {
  if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return undefined;
  const name = avatarUrl.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE_PATTERN.test(name) ? name : undefined;
}
