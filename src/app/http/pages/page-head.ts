import { LOCALES } from '../../../../contracts/i18n';
import type { Locale } from '../../../../contracts/sdui';
import type { PublicPage } from './public-pages';

/** The Open Graph locale of each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

/** The share image (1200×630, `npm run share-image` draws it from the brand) of each language. */
export const SHARE_IMAGE = { width: 1200, height: 630, path: (locale: Locale) => `/share/travelfit-${locale}.png` } as const;

/**
 * How an address names its language (docs/adr/0047): `?lang=en` / `?lang=es`; the bare
 * path is the `x-default`, in the visitor's own language (their choice in the app, else
 * Accept-Language).
 */
export function pageUrl(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set('lang', locale);
  return url.href;
}

export interface HeadTexts {
  /** The translated text of a catalogue key, in the page's language. */
  t(key: string): string;
}

export interface PageHeadInput {
  /** The page, when it is public; any other page gets a generic title and `noindex`. */
  page: PublicPage | undefined;
  locale: Locale;
  /** The language the address itself names (`?lang=`), if any: each address is its own canonical. */
  addressed: Locale | undefined;
  /** `PUBLIC_ORIGIN`: never the Host header. */
  origin: string;
  texts: HeadTexts;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/**
 * The `<head>` elements that crawlers and link previews read without running
 * any script (features/platform/sharing-and-search.feature): title and
 * description in the page's language; for a public page its canonical address (itself),
 * the English, Spanish and `x-default` alternates, and the Open Graph and
 * Twitter cards with the share image; for any other page `noindex`.
 */
export function pageHead({ page, locale, addressed, origin, texts }: PageHeadInput): string {
  const title = texts.t(page?.title ?? 'landing.screen.title');
  const description = texts.t(page?.description ?? 'landing.screen.description');
  const head = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (!page) return [...head, meta('name', 'robots', 'noindex')].join('\n    ');

  // The bare path is the x-default: canonical to itself, never to one language
  // (a canonical from one hreflang address to another tells crawlers to drop it).
  const canonical = pageUrl(origin, page.path, addressed);
  const image = new URL(SHARE_IMAGE.path(locale), origin).href;
  const imageAlt = texts.t('seo.share-image.alt');
  head.push(
    link({ rel: 'canonical', href: canonical }),
    ...LOCALES.map((other) => link({ rel: 'alternate', hreflang: other, href: pageUrl(origin, page.path, other) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: pageUrl(origin, page.path) }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', texts.t('seo.site.name')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  );
  return head.join('\n    ');
}
