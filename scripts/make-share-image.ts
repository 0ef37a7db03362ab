/**
 * Draws the share image of each language (Open Graph and Twitter cards, docs/adr/0047):
 * 1200×630 PNG from the brand mark (web/public/favicon.svg's shapes and colours) and the
 * `seo.share-image.*` texts, into web/public/share/. Run `npm run share-image` after
 * changing either; the images are committed, so a build needs no fonts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LOCALES } from '../contracts/i18n';
import { seoMessages } from '../contracts/i18n/seo-messages';
import type { Locale } from '../contracts/sdui';

const OUT = path.resolve(import.meta.dirname, '../web/public/share');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tagline on two lines, broken after its comma (it is too long for one at this size). */
const lines = (text: string) =>
  text
    .split(/(?<=,) /)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 64}">${line}</tspan>`)
    .join('');

function shareSvg(locale: Locale): string {
  const t = (key: string) => escape(seoMessages[locale][key] ?? seoMessages.en[key] ?? key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b1f3a"/>
  <path d="M760 630 L1200 300 L1200 630 Z" fill="#102a4c"/>
  <g transform="translate(96 96) scale(2.25)">
    <rect width="64" height="64" rx="14" fill="#102a4c"/>
    <path d="M14 40 L50 22 L44 44 L34 38 L28 48 L26 36 Z" fill="#14b8a6"/>
    <circle cx="47" cy="46" r="5" fill="#f59e0b"/>
  </g>
  <text x="270" y="200" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="76" fill="#ffffff">${t('seo.site.name')}</text>
  <text x="96" y="330" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="50" fill="#ffffff">${lines(t('seo.share-image.tagline'))}</text>
  <text x="96" y="490" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#5eead4">${t('seo.share-image.places')}</text>
  <rect x="96" y="545" width="120" height="8" rx="4" fill="#f59e0b"/>
</svg>`;
}

await mkdir(OUT, { recursive: true });
for (const locale of LOCALES) {
  const file = path.join(OUT, `travelfit-${locale}.png`);
  const info = await sharp(Buffer.from(shareSvg(locale)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);
}
