/**
 * Makes the installable app's icons (docs/adr/0046) from one source image,
 * web/icons/app-icon.svg, into web/public/icons/: "any" and "maskable" icons
 * at 192 and 512 pixels for the web app manifests, and the 180-pixel Apple
 * touch icon. The source is drawn full-bleed on the brand navy with its art
 * inside the central safe zone, so the same picture serves both purposes;
 * the "any" icons get rounded corners, as a home screen shows them.
 *
 *   npx tsx scripts/make-app-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WEB = path.join(import.meta.dirname, '..', 'web');
const SOURCE = readFileSync(path.join(WEB, 'icons', 'app-icon.svg'));
const OUT = path.join(WEB, 'public', 'icons');

/** A rounded-rectangle mask (a sixth of the side, as the favicon's corners). */
const roundedMask = (size: number): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${Math.round(size / 6)}"/></svg>`,
  );

async function icon(file: string, size: number, rounded: boolean): Promise<void> {
  let image = sharp(SOURCE, { density: (72 * size) / 512 }).resize(size, size);
  if (rounded) image = sharp(await image.png().toBuffer()).composite([{ input: roundedMask(size), blend: 'dest-in' }]);
  await image.png({ compressionLevel: 9 }).toFile(path.join(OUT, file));
  console.log(`web/public/icons/${file}`);
}

mkdirSync(OUT, { recursive: true });
await icon('icon-192.png', 192, true);
await icon('icon-512.png', 512, true);
await icon('maskable-192.png', 192, false);
await icon('maskable-512.png', 512, false);
// iOS rounds the corners itself and shows transparency as black: a full square.
await icon('apple-touch-icon.png', 180, false);
