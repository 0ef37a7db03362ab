import type { Locale } from '../../../../contracts/sdui';
import type { InlinePageData } from '../../../shared/http';
import { escapeHtml } from './page-head';
import type { Preloads } from './vite-manifest';

export interface PageParts {
  locale: Locale;
  /** The `<head>` elements of `pageHead`. */
  head: string;
  preloads: Preloads;
  inline: readonly InlinePageData[];
  /** The page's markup drawn on the server, hydrated by the browser (docs/adr/0048); none for pages drawn in the browser. */
  body?: string;
}

/** JSON that cannot end its `<script>` element early nor break it as a line separator. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The loader that fetches a server-drawn page's modules once it has painted (`web/public/after-paint.js`). */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * A page drawn on the server paints from its HTML and styles alone; its scripts only bring
 * it to life. Its module script and preloads make way for the after-paint loader, which
 * fetches them once the page is on screen, so they do not compete with what paints
 * (docs/adr/0048). Without a module script (not a built page) the page is left as it is.
 */
function scriptsAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = `<script src="${AFTER_PAINT_SCRIPT}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}" defer></script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${loader}\n  </head>`);
}

/**
 * The built `index.html` as a template: its own title and description make way for
 * the page's head; preloads go before `</head>`; inline data (`type="application/json"`,
 * never executed, so the CSP's `script-src 'self'` holds) after the root element, and
 * the page's markup drawn on the server, if any, inside it.
 */
export function htmlTemplate(indexHtml: string): (parts: PageParts) => string {
  const template = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  return ({ locale, head, preloads, inline, body = '' }) => {
    const links = [
      ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
      ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ];
    const data = inline.map(
      ({ key, data: value }) =>
        `<script type="application/json" id="travelfit-inline-${escapeHtml(key)}">${scriptSafeJson(value)}</script>`,
    );
    // Replacer functions: page texts may hold `$&`-like sequences that a replacement string would expand.
    const page = template
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`)
      .replace('</head>', () => `  ${[head, ...links].join('\n    ')}\n  </head>`);
    return (body ? scriptsAfterPaint(page) : page).replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data.join('')}`);
  };
}
