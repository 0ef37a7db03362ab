// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingFixture, spanishLandingFixture } from '../features/landing/landing.fixture';
import { renderPage } from './server-render';

const hero = (envelope: typeof landingFixture) => envelope.screen.sections[0]!.blocks[0]!.props as { title: string };

describe('renderPage', () => {
  it.each([
    ['en', landingFixture],
    ['es', spanishLandingFixture],
  ] as const)('draws the landing page in %s from its inline screen, navigation included', async (locale, screen) => {
    const html = await renderPage({ url: `/?lang=${locale}`, locale, inline: { 'screen-landing': screen } });
    expect(html).toContain(`${hero(screen).title}</h1>`);
    expect(html).toContain('class="site-header"');
    // Under the CSP no inline script may run: every part must be drawn in place, none moved behind a script.
    expect(html).not.toContain('<script');
  });

  it('draws the header buttons disabled: pressed before the app runs them, the press would be lost', async () => {
    const html = await renderPage({ url: '/?lang=en', locale: 'en', inline: { 'screen-landing': landingFixture } });
    const buttons = html?.match(/<button[^>]*>/g) ?? [];
    expect(buttons.filter((button) => /lang-switch__option|site-header__toggle/.test(button))).toHaveLength(3);
    for (const button of buttons) expect(button).toContain('disabled');
  });

  it('leaves pages it does not draw, or whose screen is missing, to the browser', async () => {
    expect(await renderPage({ url: '/free', locale: 'en', inline: { 'screen-landing': landingFixture } })).toBeUndefined();
    expect(await renderPage({ url: '/', locale: 'en', inline: {} })).toBeUndefined();
  });
});
