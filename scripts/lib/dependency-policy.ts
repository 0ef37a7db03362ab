/**
 * The supply-chain rules that can be checked offline from package.json and
 * package-lock.json (docs/adr/0019-offline-dependency-check.md). They say where
 * every package comes from, what may run at install and under which licence
 * production code ships; they say nothing about
 * known vulnerabilities, which need an advisory database this machine cannot reach.
 */

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  allowScripts?: Record<string, boolean>;
  /** Production packages whose licence is outside LICENCES or missing, each with what a person read and decided. */
  licenceReview?: Record<string, string>;
}

export interface LockedPackage {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  license?: string;
  os?: string[];
  cpu?: string[];
}

export interface PackageLock {
  lockfileVersion?: number;
  packages?: Record<string, LockedPackage>;
}

export interface Platform {
  os: string;
  cpu: string;
}

const REGISTRY = 'https://registry.npmjs.org/';
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** A second copy of a registry package under another name (`npm:typescript@7.0.2`), pinned like any other. */
const EXACT_ALIAS = /^npm:(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*@(.+)$/;
/** An override may point at a direct dependency's version (`"express": "$express"`). */
const REFERENCE = /^\$[@a-z0-9][\w./-]*$/;

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
export function packageNameOf(lockPath: string): string {
  const at = lockPath.lastIndexOf('node_modules/');
  return at === -1 ? lockPath : lockPath.slice(at + 'node_modules/'.length);
}

/** Whether npm would install the package here (its `os`/`cpu` lists, `!x` excluding x). */
function installsOn(locked: LockedPackage, platform: Platform): boolean {
  const allows = (list: string[] | undefined, value: string) =>
    !list || list.length === 0 || (list.some((entry) => !entry.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));
  return allows(locked.os, platform.os) && allows(locked.cpu, platform.cpu);
}

/** `allowScripts` keys are `name` or `name@version` (a pinned approval). */
function decisionFor(allowScripts: Record<string, boolean>, name: string, version: string | undefined): boolean | undefined {
  return allowScripts[`${name}@${version}`] ?? allowScripts[name];
}

function specProblems(pkg: PackageJson): string[] {
  const problems: string[] = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      const version = EXACT_ALIAS.exec(spec)?.[1] ?? spec;
      if (!EXACT_VERSION.test(version)) problems.push(`${field}.${name} is "${spec}": pin an exact registry version`);
    }
  }
  const overrides = (value: unknown, at: string): void => {
    if (typeof value === 'string') {
      if (!EXACT_VERSION.test(value) && !REFERENCE.test(value))
        problems.push(`overrides ${at} is "${value}": pin an exact version or $reference`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) overrides(inner, at ? `${at} > ${key}` : key);
    }
  };
  overrides(pkg.overrides, '');
  return problems;
}

function lockProblems(lock: PackageLock): string[] {
  const problems: string[] = [];
  if ((lock.lockfileVersion ?? 0) < 3) problems.push(`lockfileVersion ${lock.lockfileVersion ?? '?'}: npm 9+ writes 3`);
  for (const [lockPath, locked] of Object.entries(lock.packages ?? {})) {
    if (lockPath === '') continue;
    if (locked.link) {
      problems.push(`${lockPath} is a link to a folder, not a registry package`);
      continue;
    }
    if (locked.resolved !== undefined && !locked.resolved.startsWith(REGISTRY)) {
      problems.push(`${lockPath} comes from ${locked.resolved}, not the npm registry`);
    }
    if (!locked.version || !EXACT_VERSION.test(locked.version)) problems.push(`${lockPath} has no registry version ("${locked.version}")`);
    if (!locked.integrity?.startsWith('sha512-')) problems.push(`${lockPath} has no sha512 integrity`);
  }
  return problems;
}

function scriptProblems(pkg: PackageJson, lock: PackageLock, platform: Platform): string[] {
  const problems: string[] = [];
  const allowScripts = pkg.allowScripts ?? {};
  const withScripts = Object.entries(lock.packages ?? {}).filter(([lockPath, locked]) => lockPath !== '' && locked.hasInstallScript);
  for (const [lockPath, locked] of withScripts) {
    const name = packageNameOf(lockPath);
    if (!installsOn(locked, platform)) continue;
    if (decisionFor(allowScripts, name, locked.version) === undefined) {
      problems.push(`${name}@${locked.version} has an install script nobody reviewed: npm install-scripts approve ${name} (or deny)`);
    }
  }
  for (const key of Object.keys(allowScripts)) {
    const name = key.replace(/(?<=.)@[^@]*$/, '');
    const version = key === name ? undefined : key.slice(name.length + 1);
    const matches = withScripts.some(([lockPath, locked]) => packageNameOf(lockPath) === name && (!version || locked.version === version));
    if (!matches)
      problems.push(`allowScripts names ${key}, which is not a locked package with an install script (npm install-scripts prune)`);
  }
  return problems;
}

/** Licences a production dependency may carry without a review: permissive, no copyleft. */
export const LICENCES = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'CC0-1.0',
  'BlueOak-1.0.0',
  'Unlicense',
]);

/** An SPDX expression is acceptable when one side of each OR is, and both sides of each AND are. */
function permissive(expression: string): boolean {
  const bare = expression.replace(/[()]/g, ' ');
  return bare.split(/\s+OR\s+/).some((choice) => choice.split(/\s+AND\s+/).every((id) => LICENCES.has(id.trim())));
}

/** A review key is `name`, `name@version`, or `prefix*` for a family of platform builds of one library. */
function reviewCovers(key: string, name: string, version: string | undefined): boolean {
  if (key.endsWith('*')) return name.startsWith(key.slice(0, -1));
  return key === name || key === `${name}@${version}`;
}

function licenceProblems(pkg: PackageJson, lock: PackageLock, platform: Platform): string[] {
  const problems: string[] = [];
  const reviewKeys = Object.keys(pkg.licenceReview ?? {});
  const production = Object.entries(lock.packages ?? {}).filter(
    ([lockPath, locked]) => lockPath !== '' && !locked.link && !locked.dev && !locked.devOptional,
  );
  for (const [lockPath, locked] of production) {
    const name = packageNameOf(lockPath);
    if (!installsOn(locked, platform) || (locked.license && permissive(locked.license))) continue;
    if (!reviewKeys.some((key) => reviewCovers(key, name, locked.version))) {
      problems.push(
        `${name}@${locked.version} ships in production under ${locked.license ?? 'no stated licence'}: read it, then record the decision in licenceReview`,
      );
    }
  }
  for (const key of reviewKeys) {
    if (!production.some(([lockPath, locked]) => reviewCovers(key, packageNameOf(lockPath), locked.version)))
      problems.push(`licenceReview names ${key}, which no production package is any more`);
  }
  return problems;
}

/** Every breach of the policy, as a sentence saying what to do; empty when all holds. */
export function dependencyProblems(pkg: PackageJson, lock: PackageLock, platform: Platform): string[] {
  return [...specProblems(pkg), ...lockProblems(lock), ...scriptProblems(pkg, lock, platform), ...licenceProblems(pkg, lock, platform)];
}
