import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's `build.manifest` (`web/dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  /** Scripts to fetch with the HTML (`<link rel="modulepreload">`). */
  scripts: string[];
  /** Their styles (`<link rel="stylesheet">`): the page cannot draw without them anyway. */
  styles: string[];
}

/**
 * What a page needs beyond the entry, read from Vite's manifest: the chunks of its
 * modules and everything they import statically, minus what `index.html` already
 * loads (the entry and its own imports).
 */
export function manifestPreloads(distDir: string): (modules: readonly string[]) => Preloads {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const loadedByEntry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  return (modules) => {
    const chunks = [...closure(modules)].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
    return {
      scripts: [...new Set(chunks.map((chunk) => `/${chunk.file}`))],
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((css) => !entryStyles.has(css)))].map((css) => `/${css}`),
    };
  };
}
