import { describe, expect, it } from 'vitest';
import { seoMessages } from '../../../../contracts/i18n/seo-messages';
import type { Locale } from '../../../../contracts/sdui';
import { escapeHtml, pageHead, pageUrl } from './page-head';
import { publicPage } from './public-pages';

const ORIGIN = 'https://travelfit.example';
const texts = (locale: Locale) => ({ t: (key: string) => seoMessages[locale][key] ?? key });
const head = (path: string, locale: Locale, addressed: Locale | 'bare' = locale) =>
  pageHead({
    page: publicPage(path),
    locale,
    addressed: addressed === 'bare' ? undefined : addressed,
    origin: ORIGIN,
    texts: texts(locale),
  });

describe('pageUrl', () => {
  it('names a language with ?lang= and leaves the bare path as the x-default', () => {
    expect(pageUrl(ORIGIN, '/free', 'es')).toBe('https://travelfit.example/free?lang=es');
    expect(pageUrl(`${ORIGIN}/`, '/', 'en')).toBe('https://travelfit.example/?lang=en');
    expect(pageUrl(ORIGIN, '/free')).toBe('https://travelfit.example/free');
  });
});

describe('pageHead', () => {
  it('gives a public page its title, description, canonical, alternates and cards in its language', () => {
    const html = head('/free', 'es');
    expect(html).toContain('<title>Entrenamiento gratis — TravelFit</title>');
    expect(html).toContain(`<meta name="description" content="${escapeHtml(seoMessages.es['seo.free.description']!)}" />`);
    expect(html).toContain('<link rel="canonical" href="https://travelfit.example/free?lang=es" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://travelfit.example/free?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://travelfit.example/free?lang=es" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://travelfit.example/free" />');
    expect(html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(html).toContain('<meta property="og:image" content="https://travelfit.example/share/travelfit-es.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('noindex');
  });

  it('makes the bare address canonical to itself, whatever language it was drawn in', () => {
    expect(head('/', 'es', 'bare')).toContain('<link rel="canonical" href="https://travelfit.example/" />');
    expect(head('/', 'es', 'bare')).toContain('<meta property="og:url" content="https://travelfit.example/" />');
  });

  it('keeps other pages out of search, with no canonical or cards', () => {
    const html = pageHead({ page: undefined, locale: 'en', addressed: undefined, origin: ORIGIN, texts: texts('en') });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });

  it('escapes page texts, so no text can open an element', () => {
    const hostile = { t: () => '"><script>alert(1)</script>&' };
    const html = pageHead({ page: publicPage('/'), locale: 'en', addressed: 'en', origin: ORIGIN, texts: hostile });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;');
  });

  it('has a title and description for every public page in both languages', () => {
    for (const path of [
      '/',
      '/free',
      '/quick-flight',
      '/register',
      '/auth',
      '/subscribe',
      '/leaderboard',
      '/city-leaderboard',
      '/challenges',
    ]) {
      const page = publicPage(path)!;
      for (const locale of ['en', 'es'] as const) {
        expect(seoMessages[locale][page.title], `${path} title ${locale}`).toBeTruthy();
        expect(seoMessages[locale][page.description], `${path} description ${locale}`).toBeTruthy();
      }
    }
  });
});
