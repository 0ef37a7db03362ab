import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validateBlock } from '../../../../contracts/sdui/validate-block';
import { APP_BLOCK_TYPES, blockTypes, PROFILE_BLOCK_TYPES } from '../../../../contracts/sdui/blocks/catalogue';
import { ScreenEnvelopeSchema } from '../../../../contracts/sdui/envelope.schema';
import { resetMemoryStorage } from '../../identity/storage';
import { resetReportedProblems } from '../../sdui/report';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../../testing/render-app';
import { landingFixture, spanishLandingFixture } from './landing.fixture';

let calls: FetchCall[];
let shims: ReturnType<typeof installBrowserShims>;

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  resetReportedProblems();
  document.documentElement.lang = 'en';
  shims = installBrowserShims();
  calls = stubFetch((call) => {
    if (!call.url.startsWith('/api/screens/landing')) return undefined;
    const locale = call.url.endsWith('lang=es') ? 'es' : 'en';
    return { status: 200, body: locale === 'es' ? spanishLandingFixture : landingFixture };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('landing conformance fixture', () => {
  it('is a valid envelope whose every block validates', () => {
    expect(ScreenEnvelopeSchema.safeParse(landingFixture).success).toBe(true);
    const blocks = landingFixture.screen.sections.flatMap((s) => s.blocks);
    for (const block of blocks) expect(validateBlock(block), block.id).toMatchObject({ ok: true });
    const used = new Set(blocks.map((b) => b.type));
    const profileOnly: readonly string[] = [...PROFILE_BLOCK_TYPES, ...APP_BLOCK_TYPES];
    for (const type of blockTypes.filter((t) => t !== 'text' && !profileOnly.includes(t))) expect(used.has(type), type).toBe(true);
  });
});

describe('landing page', () => {
  it('renders every section with good semantics and no reports', async () => {
    renderApp();
    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    for (const id of ['hero', 'problem', 'how-it-works', 'features', 'longevity', 'scenarios', 'testimonials', 'footer']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByRole('main').contains(document.getElementById('hero'))).toBe(true);
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('main').contains(footer)).toBe(false);
    expect(within(footer).getAllByRole('navigation').length).toBe(2);
    expect(document.querySelectorAll('figure blockquote').length).toBe(3);
    expect(document.querySelectorAll('figure figcaption').length).toBe(3);
    expect(document.querySelector('#how-it-works ol')).not.toBeNull();
    expect(document.title).toBe(landingFixture.screen.title);
    const heroLinks = within(document.getElementById('hero') as HTMLElement).getAllByRole('link');
    expect(heroLinks.map((a) => a.getAttribute('href'))).toEqual(['/free', '#how-it-works']);
    const external = within(footer).getByRole('link', { name: /Instagram/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(calls.filter((c) => c.url === '/api/screens/reports')).toEqual([]);
  });

  it('Learn more scrolls smoothly to how-it-works and moves focus there', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('link', { name: 'Learn more' }));
    const target = document.getElementById('how-it-works');
    expect(shims.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(shims.scrollIntoView.mock.contexts[0]).toBe(target);
    expect(document.activeElement).toBe(target);
  });

  it('jumps without animation when reduced motion is preferred', async () => {
    shims = installBrowserShims({ reducedMotion: true });
    renderApp();
    fireEvent.click(await screen.findByRole('link', { name: 'Learn more' }));
    expect(shims.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('has the navigation: home, sign in, sign up, trial button', async () => {
    renderApp();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(within(nav).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.getByRole('link', { name: 'TravelFit home' }).getAttribute('href')).toBe('/');
  });

  it('switches to Spanish: pressed state, <html lang>, stored choice and the screen refetched in Spanish', async () => {
    renderApp();
    await screen.findAllByRole('heading', { level: 1 });
    const es = screen.getByRole('button', { name: /^ES/ });
    expect(es.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(es);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/screens/landing?lang=es')).toBe(true));
    expect(screen.getByRole('button', { name: /^ES/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^EN/ }).getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('fc_lang')).toBe('es');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(spanishLandingFixture.screen.title));
  });

  it('has a mobile menu toggle that closes on Escape and on navigation', async () => {
    renderApp();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.getAttribute('data-open')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('404 page', () => {
  it('is a real page with a way home and a document title, in English', async () => {
    renderApp({ path: '/no/such/place' });
    expect(await screen.findByRole('heading', { level: 1, name: "This gate doesn't exist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found — TravelFit');
  });

  it('and in Spanish', async () => {
    renderApp({ path: '/nada', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta puerta de embarque no existe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Página no encontrada — TravelFit');
  });
});
