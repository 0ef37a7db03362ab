import { LOCALES } from '../../../../contracts/i18n';
import { escapeHtml, pageUrl } from './page-head';
import { PRIVATE_PATHS, PUBLIC_PAGES } from './public-pages';

/** `robots.txt`: everything but the API and the pages about one traveller, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** `sitemap.xml`: each public page in each language, each entry with its alternates (Google's hreflang-in-sitemap form). */
export function sitemapXml(origin: string): string {
  const alternates = (path: string) =>
    [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(origin, path, locale) })),
      { hreflang: 'x-default', href: pageUrl(origin, path) },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('\n');
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LOCALES.map(
      (locale) => `  <url>\n    <loc>${escapeHtml(pageUrl(origin, page.path, locale))}</loc>\n${alternates(page.path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
