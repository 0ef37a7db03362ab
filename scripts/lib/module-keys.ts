/**
 * Architecture rule: a module's container keys are its own. A key made with
 * `Symbol.for('<other module>.…')` is a hidden door into another module (it
 * resolves whatever that module bound under the name, past its index.ts), so
 * it fails the architecture layer. Cross-module needs go through a facade the
 * other module exports, or a port this module declares and the other binds (ADR 0007).
 */
export interface SourceFile {
  path: string;
  text: string;
}

export interface ForeignKey {
  path: string;
  line: number;
  key: string;
}

const KEY = /Symbol\.for\(\s*['"`]([a-z][a-z0-9-]*)\.([^'"`]*)['"`]\s*\)/g;

/** Keys in `src/modules/<m>/…` that name another module `<n>` (`core.` keys belong to the kernel and are fine). */
export function foreignModuleKeys(files: readonly SourceFile[], modules: readonly string[]): ForeignKey[] {
  const found: ForeignKey[] = [];
  for (const file of files) {
    const owner = /(?:^|\/)src\/modules\/([^/]+)\//.exec(file.path)?.[1];
    if (!owner) continue;
    for (const match of file.text.matchAll(KEY)) {
      const named = match[1]!;
      if (named === owner || !modules.includes(named)) continue;
      const line = file.text.slice(0, match.index).split('\n').length;
      found.push({ path: file.path, line, key: `${named}.${match[2]}` });
    }
  }
  return found;
}
