import { useEffect } from 'react';
import type { Locale } from '../i18n/locale';
import { MANIFEST_FILES } from './manifest-files';

/** Points the page's manifest link at the manifest of its language, so the installed app is named in it. */
export function useManifestLanguage(locale: Locale): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    // A static file at the site's root, not a page of the app.
    const href = new URL(MANIFEST_FILES[locale], window.location.origin).pathname;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [locale]);
}
