import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { validateBlock, type Cta } from '../../../contracts/sdui';
import type { TravelWorld } from '../world';
import { comeBack, control, eventually, headingsInOrder, pageLanguage, visit, waitUntilInView, waitUntilVisible } from './browser';
import {
  assertInOrder,
  blockOfType,
  blocksOf,
  claimsTravellers,
  travellersPattern,
  fetchScreen,
  LANDING_SECTIONS,
  sectionIdHolding,
  titleOf,
  type LandingSection,
} from './screens';
import type { Locale, ScreenEnvelope } from '../../../contracts/sdui';

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export function assertSectionsInOrder(screen: ScreenEnvelope, sections: string[]): void {
  const types = sections.map((name) => {
    const type = LANDING_SECTIONS[name as LandingSection];
    if (!type) throw new Error(`Unknown landing section "${name}": use ${Object.keys(LANDING_SECTIONS).join(', ')}`);
    return type;
  });
  assertInOrder(
    blocksOf(screen).map((block) => block.type),
    types,
    'landing sections',
  );
}

export function assertHeroClaim(screen: ScreenEnvelope, travellers: number): void {
  const hero = blockOfType<{ claim: string }>(screen, 'hero');
  assert.ok(claimsTravellers(hero.props.claim, travellers), `the hero claims "${hero.props.claim}"`);
}

export function assertCount(screen: ScreenEnvelope, type: string, list: string, expected: number): void {
  const block = blockOfType<Record<string, unknown[]>>(screen, type);
  assert.equal(block.props[list]?.length, expected, `${type} has ${block.props[list]?.length} ${list}`);
}

export function leadsTo(cta: Cta | undefined, path: string): boolean {
  return cta?.action.type === 'nav.open' && (cta.action.to === path || cta.action.to.startsWith(`${path}?`));
}

export function assertHowItWorksInvitesToFreeWorkout(screen: ScreenEnvelope, steps: number): void {
  const block = blockOfType<{ steps: unknown[]; cta?: Cta }>(screen, 'steps');
  assert.equal(block.props.steps.length, steps, `how it works has ${block.props.steps.length} steps`);
  assert.ok(leadsTo(block.props.cta, '/free'), `how it works invites to ${JSON.stringify(block.props.cta?.action)}`);
}

/**
 * Calls to action that close the page: the footer's own (calls to action and
 * link columns) and those of the closing call-to-action band(s) before it.
 */
function footerCtas(screen: ScreenEnvelope): Cta[] {
  const blocks = blocksOf(screen);
  assert.ok(
    blocks.some((block) => block.type === 'site-footer'),
    'the landing page has no footer',
  );
  return blocks
    .filter((block) => block.type === 'site-footer' || block.type === 'cta-band')
    .flatMap((block) => {
      const props = (validateBlock(block).ok ? block.props : {}) as {
        primary?: Cta;
        secondary?: Cta;
        ctas?: Cta[];
        columns?: { links: Cta[] }[];
      };
      const columnLinks = (props.columns ?? []).flatMap((column) => column.links);
      return [props.primary, props.secondary, ...(props.ctas ?? []), ...columnLinks].filter((cta): cta is Cta => cta !== undefined);
    });
}

export function assertFooterInvitations(screen: ScreenEnvelope): void {
  const ctas = footerCtas(screen);
  assert.ok(
    ctas.some((cta) => leadsTo(cta, '/free')),
    'the footer does not invite to /free',
  );
  assert.ok(
    ctas.some((cta) => leadsTo(cta, '/subscribe')),
    'the footer does not invite to /subscribe',
  );
}

export function assertFooterLinks(screen: ScreenEnvelope): void {
  const footer = blockOfType<{ columns: { links: Cta[] }[]; social: unknown[] }>(screen, 'site-footer');
  assert.ok(footer.props.columns.length >= 2, `the footer has ${footer.props.columns.length} link columns, not product and support`);
  assert.ok(footer.props.social.length >= 1, 'the footer has no social links');
}

export function heroCta(screen: ScreenEnvelope, label: string): Cta {
  const hero = blockOfType<{ primary: Cta; secondary?: Cta }>(screen, 'hero');
  const cta = [hero.props.primary, hero.props.secondary].find((c) => c?.label.toLowerCase() === label.toLowerCase());
  assert.ok(cta, `the hero has no "${label}" (it has "${hero.props.primary.label}", "${hero.props.secondary?.label}")`);
  return cta;
}

/** Where "Learn more" scrolls: the section (or block) that holds how it works. */
export function howItWorksTargets(screen: ScreenEnvelope): string[] {
  return [sectionIdHolding(screen, 'steps'), blockOfType(screen, 'steps').id];
}

/** The titles the page must show, in order, taken from what the server composed in the page's language. */
async function expectedTitles(world: TravelWorld, locale: Locale): Promise<string[]> {
  const screen = await fetchScreen(world, 'landing', { locale, name: `page-${locale}` });
  const types = new Set<string>(Object.values(LANDING_SECTIONS));
  return blocksOf(screen)
    .filter((block) => types.has(block.type))
    .map(titleOf)
    .filter((title): title is string => title !== undefined);
}

export async function pageLocale(page: Page): Promise<Locale> {
  return (await pageLanguage(page)).toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The screen arrives after the page shell: the landing page is drawn once its last block, the footer, shows. */
async function waitForLandingScreen(page: Page): Promise<void> {
  await waitUntilVisible(page.getByRole('contentinfo').first(), () => 'the page has no visible footer (contentinfo)');
}

/** Opens the landing page and waits until its screen is drawn (its calls to the server have answered). */
export async function openLandingPage(world: TravelWorld): Promise<Page> {
  const page = await visit(world, '/');
  await waitForLandingScreen(page);
  return page;
}

/** The landing page again, in a new tab of the same browser, drawn. */
export async function comeBackToLandingPage(world: TravelWorld): Promise<Page> {
  const page = await comeBack(world, '/');
  await waitForLandingScreen(page);
  return page;
}

export async function assertPageShowsSectionsInOrder(world: TravelWorld, page: Page): Promise<void> {
  const expected = (await expectedTitles(world, await pageLocale(page))).map(squash);
  await waitForLandingScreen(page);
  const shown = (await headingsInOrder(page)).map(squash);
  assertInOrder(shown, expected, 'section headings on the page');
}

export async function assertPageClaims(page: Page, travellers: number): Promise<void> {
  const main = page.getByRole('main').first();
  const claim = main.filter({ hasText: travellersPattern(travellers) });
  await waitUntilVisible(claim, () => `the page does not claim ${travellers} travellers`);
}

export async function chooseInHero(page: Page, label: string): Promise<void> {
  await control(page.getByRole('main').first(), label).click();
}

export async function assertHowItWorksInView(world: TravelWorld, page: Page): Promise<void> {
  const screen = await fetchScreen(world, 'landing', { locale: await pageLocale(page), name: 'scroll' });
  const targets = howItWorksTargets(screen);
  const target = page.locator(targets.map((id) => `[id="${id}"]`).join(', ')).first();
  await waitUntilInView(page, target, () => `how it works (#${targets.join(' or #')}) did not come into view`);
}

export async function assertHeroAsWritten(world: TravelWorld, page: Page, locale: Locale): Promise<void> {
  const screen = await fetchScreen(world, 'landing', { locale, name: `hero-${locale}` });
  const hero = blockOfType<{ title: string }>(screen, 'hero');
  const h1 = page.getByRole('heading', { level: 1 }).first();
  assert.ok(
    await eventually(async () => squash((await h1.textContent()) ?? '') === squash(hero.props.title)),
    `the page's main heading is "${await h1.textContent()}", the server wrote "${hero.props.title}"`,
  );
}

/** The landing page, once drawn, meets WCAG 2.2 A and AA rules; best-practice rules are advice, not failures. */
export async function assertNoAccessibilityViolations(page: Page): Promise<void> {
  await waitForLandingScreen(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')}`,
  );
  assert.deepEqual(summary, [], `accessibility violations:\n${summary.join('\n')}`);
}
