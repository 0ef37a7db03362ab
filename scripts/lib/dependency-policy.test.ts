import { describe, expect, it } from 'vitest';
import { dependencyProblems, packageNameOf, type LockedPackage, type PackageJson, type PackageLock } from './dependency-policy';

const LINUX = { os: 'linux', cpu: 'x64' };
const INTEGRITY = 'sha512-AAAA';
const locked = (version: string, extra: LockedPackage = {}): LockedPackage => ({ version, integrity: INTEGRITY, license: 'MIT', ...extra });

/** A project that keeps every rule: the starting point each test breaks one way. */
function project(): { pkg: PackageJson; lock: PackageLock } {
  return {
    pkg: {
      dependencies: { express: '5.3.0', '@ts-rest/express': '3.52.1' },
      devDependencies: { esbuild: '0.27.0' },
      overrides: { '@ts-rest/express': { express: '$express' } },
      allowScripts: { esbuild: true },
    },
    lock: {
      lockfileVersion: 3,
      packages: {
        '': { version: '0.1.0' },
        'node_modules/express': locked('5.3.0', { resolved: 'https://registry.npmjs.org/express/-/express-5.3.0.tgz' }),
        'node_modules/@ts-rest/express': locked('3.52.1'),
        'node_modules/esbuild': locked('0.27.0', { hasInstallScript: true }),
        'node_modules/@esbuild/darwin-arm64': locked('0.27.0', { optional: true, os: ['darwin'], cpu: ['arm64'], hasInstallScript: true }),
      },
    },
  };
}

describe('the offline dependency policy', () => {
  it('holds for a project that keeps it', () => {
    const { pkg, lock } = project();
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([]);
  });

  it('refuses version ranges, git, file and URL dependencies', () => {
    const { pkg, lock } = project();
    pkg.dependencies = { ...pkg.dependencies, a: '^1.2.3', b: 'github:evil/b', c: 'file:../c', d: 'https://example.com/d.tgz' };
    pkg.overrides = { e: '~2.0.0' };
    const problems = dependencyProblems(pkg, lock, LINUX);
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/dependencies\.b is "github:evil\/b"/);
  });

  it('accepts a registry package under another name only at an exact version', () => {
    const { pkg, lock } = project();
    pkg.devDependencies = { ...pkg.devDependencies, typescript7: 'npm:typescript@7.0.2', loose: 'npm:typescript@^7.0.2' };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'devDependencies.loose is "npm:typescript@^7.0.2": pin an exact registry version',
    ]);
  });

  it('refuses a locked package from outside the registry, or without integrity', () => {
    const { pkg, lock } = project();
    lock.packages!['node_modules/express'] = locked('5.3.0', { resolved: 'git+ssh://git@github.com/evil/express.git#abc' });
    lock.packages!['node_modules/@ts-rest/express'] = { version: '3.52.1', license: 'MIT' };
    lock.packages!['node_modules/local'] = { link: true };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'node_modules/express comes from git+ssh://git@github.com/evil/express.git#abc, not the npm registry',
      'node_modules/@ts-rest/express has no sha512 integrity',
      'node_modules/local is a link to a folder, not a registry package',
    ]);
  });

  it('refuses an install script nobody approved or denied, on the platform that would run it', () => {
    const { pkg, lock } = project();
    lock.packages!['node_modules/sneaky'] = locked('1.0.0', { hasInstallScript: true });
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'sneaky@1.0.0 has an install script nobody reviewed: npm install-scripts approve sneaky (or deny)',
    ]);
    expect(dependencyProblems(pkg, lock, { os: 'darwin', cpu: 'arm64' })).toContainEqual(
      expect.stringMatching(/^@esbuild\/darwin-arm64@0\.27\.0 has an install script/),
    );
  });

  it('accepts a denial or a pinned approval as a review', () => {
    const { pkg, lock } = project();
    lock.packages!['node_modules/a'] = locked('1.0.0', { hasInstallScript: true });
    lock.packages!['node_modules/@scope/b'] = locked('2.0.0', { hasInstallScript: true });
    pkg.allowScripts = { ...pkg.allowScripts, a: false, '@scope/b@2.0.0': true };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([]);
  });

  it('refuses approvals that match nothing any more', () => {
    const { pkg, lock } = project();
    pkg.allowScripts = { ...pkg.allowScripts, gone: true, 'esbuild@0.1.0': true };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'allowScripts names gone, which is not a locked package with an install script (npm install-scripts prune)',
      'allowScripts names esbuild@0.1.0, which is not a locked package with an install script (npm install-scripts prune)',
    ]);
  });

  it('refuses a production package under a copyleft or unstated licence until someone reviews it', () => {
    const { pkg, lock } = project();
    lock.packages!['node_modules/gpl'] = locked('1.0.0', { license: 'GPL-3.0-only' });
    lock.packages!['node_modules/mixed'] = locked('1.0.0', { license: 'Apache-2.0 AND LGPL-3.0-or-later' });
    lock.packages!['node_modules/silent'] = locked('2.0.0', { license: undefined });
    lock.packages!['node_modules/dual'] = locked('1.0.0', { license: '(MIT OR GPL-2.0)' });
    lock.packages!['node_modules/tooling'] = locked('1.0.0', { license: 'GPL-3.0-only', dev: true });
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'gpl@1.0.0 ships in production under GPL-3.0-only: read it, then record the decision in licenceReview',
      'mixed@1.0.0 ships in production under Apache-2.0 AND LGPL-3.0-or-later: read it, then record the decision in licenceReview',
      'silent@2.0.0 ships in production under no stated licence: read it, then record the decision in licenceReview',
    ]);
  });

  it('accepts a reviewed licence by name, pinned version or family, and refuses reviews that match nothing', () => {
    const { pkg, lock } = project();
    lock.packages!['node_modules/silent'] = locked('2.0.0', { license: undefined });
    lock.packages!['node_modules/@img/lib-linux-x64'] = locked('1.0.0', { license: 'LGPL-3.0-or-later', os: ['linux'], cpu: ['x64'] });
    lock.packages!['node_modules/@img/lib-darwin-arm64'] = locked('1.0.0', {
      license: 'LGPL-3.0-or-later',
      os: ['darwin'],
      cpu: ['arm64'],
    });
    pkg.licenceReview = { 'silent@2.0.0': 'MIT in its LICENSE file', '@img/lib-*': 'LGPL, linked dynamically' };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([]);
    pkg.licenceReview = { 'silent@1.0.0': 'an older review', '@img/lib-*': 'LGPL, linked dynamically' };
    expect(dependencyProblems(pkg, lock, LINUX)).toEqual([
      'silent@2.0.0 ships in production under no stated licence: read it, then record the decision in licenceReview',
      'licenceReview names silent@1.0.0, which no production package is any more',
    ]);
  });

  it('names nested packages by their own name', () => {
    expect(packageNameOf('node_modules/a/node_modules/@b/c')).toBe('@b/c');
  });
});
