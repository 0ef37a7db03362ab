import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '../../../contracts/app-routes';
import { pageRoutes } from './routes';

/**
 * No link inside the product leads to a page that is not built (issue 9,
 * item 16). The targets are collected from everything that can link:
 * the SDUI golden envelopes (every `nav.open` the composer sends), the SDUI
 * composer's source, and the web app's own `<Link to>`, `navigate(…)`,
 * `<Navigate to>` and `href` paths. Each must be a route the web router
 * renders, and the router and `APP_ROUTES` (the server's list of pages that
 * answer 200) must agree.
 */
const ROOT = resolve(__dirname, '../../..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Every `to` of a `nav.open` action anywhere in an envelope. */
function navTargets(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(navTargets);
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record.type === 'nav.open' && typeof record.to === 'string' ? [record.to] : [];
  return [...own, ...Object.values(record).flatMap(navTargets)];
}

/** Comments may name pages that are planned; only code can send a traveller somewhere. */
const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * String literals that are paths of this site: `'/free'`, `"/auth?mode=upgrade"`,
 * `` `/auth/reset-password?token=${…}` ``. Calls to the API and static files
 * (`/api/…`, `/media/…`, `/audio/…`) are not pages.
 */
function pathLiterals(source: string): string[] {
  const literals = withoutComments(source).matchAll(/(['"`])(\/(?!\/)[^'"`\s]*)\1/g);
  return [...literals].map((match) => match[2]!).filter((path) => !/^\/(api|media|audio|assets)(\/|$)/.test(path));
}

/** Every call to action whose label matches, with where it leads. */
function ctasLabelled(node: unknown, label: RegExp): { label: string; to: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((child) => ctasLabelled(child, label));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const action = record.action as Record<string, unknown> | undefined;
  const own = typeof record.label === 'string' && label.test(record.label) && action ? [{ label: record.label, to: action.to }] : [];
  return [...own, ...Object.values(record).flatMap((child) => ctasLabelled(child, label))];
}

const pathOf = (target: string): string => target.split(/[?#]/)[0]!;

interface Found {
  target: string;
  where: string;
}

function collectLinks(): Found[] {
  const goldenDir = join(ROOT, 'contracts/sdui/golden');
  const fromGoldens = filesUnder(goldenDir, (path) => path.endsWith('.json')).flatMap((file) =>
    navTargets(JSON.parse(readFileSync(file, 'utf8'))).map((target) => ({ target, where: relative(ROOT, file) })),
  );
  const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.includes('/testing/');
  const sources = [...filesUnder(join(ROOT, 'web/src'), isSource), ...filesUnder(join(ROOT, 'src/modules/screens'), isSource)];
  const fromSources = sources.flatMap((file) =>
    pathLiterals(readFileSync(file, 'utf8')).map((target) => ({ target, where: relative(ROOT, file) })),
  );
  return [...fromGoldens, ...fromSources];
}

/** The paths the web router renders a page for (the catch-all is the 404 page, not a page). */
function routerPaths(): string[] {
  return pageRoutes.flatMap((route) => (route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []));
}

describe('links inside the product', () => {
  const links = collectLinks();

  it('finds the links to check (the collection itself works)', () => {
    expect(links.length).toBeGreaterThan(20);
    expect(links.some((link) => link.where.endsWith('.json') && link.target === '/subscribe')).toBe(true);
    expect(links.some((link) => link.where.endsWith('site-header.tsx') && link.target === '/profile')).toBe(true);
  });

  it('every link leads to a page the web router renders', () => {
    const pages = new Set(routerPaths());
    const dead = links.filter((link) => !pages.has(pathOf(link.target)));
    expect(dead).toEqual([]);
  });

  it('every link leads to a page the server answers with 200', () => {
    const dead = links.filter((link) => !isAppRoute(pathOf(link.target)));
    expect(dead).toEqual([]);
  });

  it('the web router and the list of app routes name the same pages', () => {
    expect([...routerPaths()].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('"Start a workout" and "Start your first workout" lead to the free workout, the workout a traveller can do today', () => {
    const golden = JSON.parse(readFileSync(join(ROOT, 'contracts/sdui/golden/profile-newcomer.en.json'), 'utf8')) as unknown;
    const starts = ctasLabelled(golden, /^Start (a|your first) workout$/);
    expect(starts.map((cta) => cta.label).sort()).toEqual(['Start a workout', 'Start your first workout']);
    for (const cta of starts) expect(cta.to).toBe('/free');
  });

  it('would notice a dead link', () => {
    expect(pathLiterals(`<Link to="/no-such-page">`)).toEqual(['/no-such-page']);
    expect(isAppRoute(pathOf('/no-such-page'))).toBe(false);
    expect(navTargets({ blocks: [{ cta: { action: { type: 'nav.open', to: '/app' } } }] })).toEqual(['/app']);
  });
});
