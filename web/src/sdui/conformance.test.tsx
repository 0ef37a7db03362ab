import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { conformanceCases } from '../../../contracts/sdui/fixtures/conformance';
import type { WireBlock } from '../../../contracts/sdui/envelope.schema';
import { resetMemoryStorage } from '../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../testing/render-app';
import { resetReportedProblems } from './report';

/** The text a (valid) text block shows; '' when its props carry none. */
function textOf(block: WireBlock | undefined): string | undefined {
  if (block?.type !== 'text') return undefined;
  const { text } = block.props as { text?: unknown };
  return typeof text === 'string' ? text : '';
}

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  resetReportedProblems();
  installBrowserShims();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The protocol's shared conformance cases (contracts/sdui/fixtures), run through the real renderer. */
describe.each(conformanceCases)('conformance: $name', ({ block, expect: expected }) => {
  it(`shows ${expected.shows}`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch((call) =>
      call.url.startsWith('/api/screens/landing')
        ? {
            status: 200,
            body: {
              protocol: 1,
              screen: { id: 'landing', title: 'Conformance', sections: [{ id: 'case', blocks: [block] }] },
              meta: { generatedAt: '2026-11-21T08:00:00Z', locale: 'en' },
            },
          }
        : undefined,
    );
    renderApp();
    await waitFor(() => expect(document.getElementById('case')).not.toBeNull());
    const section = document.getElementById('case') as HTMLElement;
    if (expected.shows === 'nothing') {
      expect(section.childElementCount).toBe(0);
      return;
    }
    expect(section.childElementCount).toBeGreaterThan(0);
    const shown = expected.shows === 'fallback' ? block.fallback : block;
    const text = textOf(shown);
    if (text) expect(section.textContent).toContain(text);
    if (expected.shows === 'fallback' && textOf(block.fallback) !== undefined) {
      expect(section.textContent?.trim()).toBe(textOf(block.fallback));
    }
  });
});
