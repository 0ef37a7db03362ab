import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file a traveller picks, e.g. for their avatar. */
export interface PickedFile {
  bytes: Buffer;
  type: string;
  name: string;
  /** For pictures: their mean colours, to recognise them when served back (the app may resize its copy). */
  picture?: { means: number[] };
}

const FORMATS = {
  PNG: { type: 'image/png', extension: 'png' },
  JPEG: { type: 'image/jpeg', extension: 'jpg' },
  WebP: { type: 'image/webp', extension: 'webp' },
  GIF: { type: 'image/gif', extension: 'gif' },
} as const;
export type PictureFormat = keyof typeof FORMATS;

export function formatNamed(name: string): PictureFormat {
  if (!(name in FORMATS)) throw new Error(`Unknown picture format "${name}": use ${Object.keys(FORMATS).join(', ')}`);
  return name as PictureFormat;
}

/** A small real picture: a gradient of 96×64 pixels in the given format. */
export async function picture(format: PictureFormat): Promise<PickedFile> {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 200;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = await {
    PNG: () => image.png().toBuffer(),
    JPEG: () => image.jpeg().toBuffer(),
    WebP: () => image.webp().toBuffer(),
    GIF: () => image.gif().toBuffer(),
  }[format]();
  const { type, extension } = FORMATS[format];
  return { bytes, type, name: `avatar.${extension}`, picture: { means: await meanColours(bytes) } };
}

/** A real PNG of random pixels, stored without compression: a little over 2 MB. */
export async function largePicture(): Promise<PickedFile> {
  const width = 900;
  const height = 900;
  const bytes = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  assert.ok(bytes.length > 2 * 1024 * 1024, `the large picture is only ${bytes.length} bytes`);
  return { bytes, type: 'image/png', name: 'holiday.png' };
}

/** A file that only pretends to be a picture by its name and declared type. */
export function pretender(kind: 'text' | 'web page', name: string): PickedFile {
  const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const text =
    kind === 'text'
      ? 'This is not a picture, just some notes.\n'.repeat(20)
      : '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  return { bytes: Buffer.from(text), type, name };
}

/** The mean of the red, green and blue channels of a picture. */
export async function meanColours(bytes: Buffer): Promise<number[]> {
  const { channels } = await sharp(bytes).removeAlpha().stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}
