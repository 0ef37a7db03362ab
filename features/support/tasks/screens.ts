import assert from 'node:assert/strict';
import {
  CAPABILITIES_HEADER,
  ScreenEnvelopeSchema,
  validateBlock,
  type Locale,
  type ScreenEnvelope,
  type WireBlock,
} from '../../../contracts/sdui';
import { ask } from './http';
import type { TravelWorld } from '../world';

/** The product's names for the landing page's sections and the block type that draws each. */
export const LANDING_SECTIONS = {
  hero: 'hero',
  'problem statement': 'problem-statement',
  'how it works': 'steps',
  features: 'feature-grid',
  longevity: 'benefit-list',
  'scenario cards': 'scenario-cards',
  testimonials: 'testimonials',
  footer: 'site-footer',
} as const;
export type LandingSection = keyof typeof LANDING_SECTIONS;

export const LANGUAGES: Record<string, Locale> = { English: 'en', Spanish: 'es' };

export function localeOf(language: string): Locale {
  const locale = LANGUAGES[language];
  if (!locale) throw new Error(`Unknown language "${language}": use ${Object.keys(LANGUAGES).join(' or ')}`);
  return locale;
}

/**
 * Asks the server for a screen as a client would, checks the envelope against
 * the protocol, and keeps it on the world under `name`.
 */
export async function fetchScreen(
  world: TravelWorld,
  screenId: string,
  options: { locale?: Locale; capabilities?: string | undefined; name?: string } = {},
): Promise<ScreenEnvelope> {
  const query = options.locale ? `?lang=${options.locale}` : '';
  const headers: Record<string, string> = {};
  if (options.capabilities !== undefined) headers[CAPABILITIES_HEADER] = options.capabilities;
  const answer = await ask(world, `/api/screens/${screenId}${query}`, { headers });
  assert.equal(answer.status, 200, `the ${screenId} screen answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = ScreenEnvelopeSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the ${screenId} screen breaks the protocol: ${parsed.success ? '' : parsed.error.message}`);
  world.screens.set(options.name ?? options.locale ?? 'default', parsed.data);
  return parsed.data;
}

export function screenNamed(world: TravelWorld, name: string): ScreenEnvelope {
  const screen = world.screens.get(name);
  if (!screen) throw new Error(`No screen "${name}" was fetched in this scenario`);
  return screen;
}

/** Every block of the screen in reading order. */
export function blocksOf(screen: ScreenEnvelope): WireBlock[] {
  return screen.screen.sections.flatMap((section) => section.blocks);
}

/** The one block of a type, with its props checked against the protocol. */
export function blockOfType<P = Record<string, unknown>>(screen: ScreenEnvelope, type: string): WireBlock & { props: P } {
  const found = blocksOf(screen).filter((block) => block.type === type);
  assert.equal(found.length, 1, `expected one "${type}" block, found ${found.length}`);
  const checked = validateBlock(found[0]!);
  assert.ok(checked.ok, `the "${type}" block is invalid: ${checked.ok ? '' : checked.message}`);
  return checked.block as WireBlock & { props: P };
}

/** Asserts that `expected` appears within `actual` in the same order (other items may sit between). */
export function assertInOrder(actual: readonly string[], expected: readonly string[], what: string): void {
  let from = 0;
  for (const item of expected) {
    const at = actual.indexOf(item, from);
    assert.ok(at >= 0, `${what}: "${item}" is missing or out of order in [${actual.join(' | ')}]`);
    from = at + 1;
  }
}

/** The section id that holds a block of `type` (targets of "scroll to" actions). */
export function sectionIdHolding(screen: ScreenEnvelope, type: string): string {
  const section = screen.screen.sections.find((s) => s.blocks.some((block) => block.type === type));
  assert.ok(section, `no section holds a "${type}" block`);
  return section.id;
}

/** The visible title a block gives its section, used to find it on the page. */
export function titleOf(block: WireBlock): string | undefined {
  const props = block.props as { title?: unknown } | undefined;
  return typeof props?.title === 'string' ? props.title : undefined;
}

/** A count such as 12000 written the way either language groups its digits ("12,000", "12.000", "12 000"). */
export function travellersPattern(count: number): RegExp {
  const digits = String(count);
  return new RegExp(digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\\u00a0\\u202f]?'));
}

/** Whether a claim of "12,000 travellers" is made, however the language groups digits. */
export function claimsTravellers(text: string, count: number): boolean {
  return travellersPattern(count).test(text);
}
