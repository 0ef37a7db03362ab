import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { blockCatalogue } from '../../../contracts/sdui/blocks/catalogue';
import { parseCapabilities } from '../../../contracts/sdui/capabilities';
import type { ScreenEnvelope, WireBlock } from '../../../contracts/sdui/envelope.schema';
import { landingFixture } from '../features/landing/landing.fixture';
import { resetMemoryStorage } from '../identity/storage';
import { installBrowserShims, renderApp, stubFetch, type FetchCall } from '../testing/render-app';
import { blockRegistry, CLIENT_CAPABILITIES } from './block-registry';
import { resetReportedProblems } from './report';

function screenWith(blocks: WireBlock[]): ScreenEnvelope {
  return {
    protocol: 1,
    screen: { id: 'landing', title: 'Test screen', sections: [{ id: 'main-section', blocks }] },
    meta: { generatedAt: '2026-11-21T08:00:00Z', locale: 'en' },
  };
}

function serve(envelope: unknown) {
  return stubFetch((call) => (call.url.startsWith('/api/screens/landing') ? { status: 200, body: envelope } : undefined));
}

const reports = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/screens/reports').map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  resetReportedProblems();
  installBrowserShims();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('screen renderer', () => {
  it('asks for the screen in the current language with capabilities derived from the registry', async () => {
    const calls = serve(landingFixture);
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    const request = calls.find((c) => c.url.startsWith('/api/screens/landing'));
    expect(request?.url).toBe('/api/screens/landing?lang=en');
    expect(request?.headers['x-sdui-capabilities']).toBe(CLIENT_CAPABILITIES);
    const caps = parseCapabilities(CLIENT_CAPABILITIES);
    for (const [type, versions] of Object.entries(blockCatalogue)) {
      for (const v of Object.keys(versions)) expect(caps?.get(type)?.has(Number(v)), `${type}@${v}`).toBe(true);
    }
  });

  it('draws a valid block and reports nothing', async () => {
    const calls = serve(screenWith([{ id: 'intro', type: 'text', v: 1, props: { text: 'Hello traveller' } }]));
    renderApp();
    expect(await screen.findByText('Hello traveller')).toBeTruthy();
    expect(document.getElementById('main-section')?.contains(screen.getByText('Hello traveller'))).toBe(true);
    expect(reports(calls)).toEqual([]);
  });

  it('replaces an unknown block with its fallback and reports it', async () => {
    const calls = serve(
      screenWith([
        {
          id: 'future',
          type: 'plan-card',
          v: 3,
          props: { anything: true },
          fallback: { id: 'future-text', type: 'text', v: 1, props: { text: 'Plans are coming' } },
        },
      ]),
    );
    renderApp();
    expect(await screen.findByText('Plans are coming')).toBeTruthy();
    await waitFor(() =>
      expect(reports(calls)).toEqual([
        expect.objectContaining({ screenId: 'landing', blockId: 'future', type: 'plan-card', v: 3, reason: 'unknown-block' }),
      ]),
    );
  });

  it('replaces a block with invalid props by its fallback, skips one without, and reports both', async () => {
    const calls = serve(
      screenWith([
        {
          id: 'bad-hero',
          type: 'hero',
          v: 1,
          props: { title: 'Missing everything else' },
          fallback: { id: 'bad-hero-text', type: 'text', v: 1, props: { text: 'Fallback copy' } },
        },
        { id: 'bad-text', type: 'text', v: 1, props: { text: '' } },
        { id: 'good', type: 'text', v: 1, props: { text: 'Still here' } },
      ]),
    );
    renderApp();
    expect(await screen.findByText('Fallback copy')).toBeTruthy();
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(screen.queryByText('Missing everything else')).toBeNull();
    await waitFor(() => expect(reports(calls)).toHaveLength(2));
    expect(reports(calls)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ blockId: 'bad-hero', reason: 'invalid-props' }),
        expect.objectContaining({ blockId: 'bad-text', reason: 'invalid-props', message: expect.stringContaining('text') }),
      ]),
    );
  });

  it('isolates a renderer that throws inside its own boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = blockRegistry.steps as unknown as Record<number, unknown>;
    const original = registry[1];
    registry[1] = () => {
      throw new Error('boom');
    };
    try {
      const calls = serve(
        screenWith([
          {
            id: 'steps',
            type: 'steps',
            v: 1,
            props: { title: 'How', steps: [{ title: 'One', body: 'First' }] },
            fallback: { id: 'steps-text', type: 'text', v: 1, props: { text: 'Three easy steps' } },
          },
          { id: 'after', type: 'text', v: 1, props: { text: 'Neighbour survives' } },
        ]),
      );
      renderApp();
      expect(await screen.findByText('Neighbour survives')).toBeTruthy();
      expect(await screen.findByText('Three easy steps')).toBeTruthy();
      await waitFor(() =>
        expect(reports(calls)).toEqual([expect.objectContaining({ blockId: 'steps', reason: 'render-error', message: 'boom' })]),
      );
    } finally {
      registry[1] = original;
    }
  });

  it('drops a malformed block on its own and keeps the screen', async () => {
    const calls = serve(
      screenWith([
        { id: 'Bad Id!', type: 'text', v: 1, props: { text: 'never' } },
        { id: 'ok', type: 'text', v: 1, props: { text: 'Fine' } },
      ]),
    );
    renderApp();
    expect(await screen.findByText('Fine')).toBeTruthy();
    await waitFor(() => expect(reports(calls)).toEqual([expect.objectContaining({ blockId: 'Bad Id!', reason: 'invalid-props' })]));
  });

  it('shows an error with a retry when the screen cannot load', async () => {
    let fail = true;
    stubFetch((call) =>
      call.url.startsWith('/api/screens/landing')
        ? fail
          ? { status: 503, body: { error: 'down' } }
          : { status: 200, body: landingFixture }
        : undefined,
    );
    renderApp();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: /Stay strong on the road/ })).toBeTruthy();
  });
});
