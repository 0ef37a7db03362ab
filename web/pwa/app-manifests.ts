import { readFileSync } from 'node:fs';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { MANIFEST_FILES } from '../src/offline/manifest-files';

type Locale = keyof typeof MANIFEST_FILES;

/** A colour of the design tokens (web/src/styles/tokens.css), so the installed app wears the same navy and paper as the page. */
function token(name: string): string {
  const tokens = readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokens)?.[1];
  if (!value) throw new Error(`design token --${name} is missing from tokens.css`);
  return value;
}

const TEXTS: Record<Locale, Pick<ManifestOptions, 'name' | 'short_name' | 'description'>> = {
  en: {
    name: 'TravelFit — Workouts for business travellers',
    short_name: 'TravelFit',
    description: 'Short, equipment-free workouts for hotel rooms, airport gates and offices, even with no network.',
  },
  es: {
    name: 'TravelFit — Entrenamientos para viajeros de negocios',
    short_name: 'TravelFit',
    description: 'Entrenamientos cortos y sin material para hoteles, puertas de embarque y oficinas, incluso sin conexión.',
  },
};

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The web app manifest in one language (docs/adr/0046). Both languages share
 * `id`, `start_url` and `scope`, so the browser sees one app whichever
 * manifest it installed from; only the names and the description change.
 * It opens on the workout generator, the home of a traveller's app.
 */
export function appManifest(locale: Locale): Partial<ManifestOptions> {
  return {
    id: '/app',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: locale,
    dir: 'ltr',
    ...TEXTS[locale],
    theme_color: token('navy-900'),
    background_color: token('paper'),
    categories: ['health', 'fitness', 'travel'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
