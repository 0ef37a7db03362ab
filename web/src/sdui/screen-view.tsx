import { useCallback, useEffect, type ReactNode } from 'react';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { useDocumentMeta } from '../app/document-meta';
import { ActionProvider } from './action-context';
import { BlockView } from './block-view';
import type { ReadScreen } from './read-envelope';
import { EmbeddedSkeleton, ScreenError, ScreenSkeleton } from './screen-states';
import { useScreen } from './use-screen';

/** Block types that are page chrome (a contentinfo landmark), drawn after `<main>`. */
const AFTER_MAIN_TYPES = new Set(['site-footer']);

/** Draws a read screen: each section an element whose id `nav.scroll` can target. */
export function ScreenContent({ screen, embedded = false }: { screen: ReadScreen; embedded?: boolean }) {
  const sections = screen.sections.map((section, index) => ({
    key: section.id || `section-${index}`,
    afterMain: section.blocks.length > 0 && section.blocks.every((b) => AFTER_MAIN_TYPES.has(b.type)),
    node: (
      <div key={section.id || `section-${index}`} id={section.id || undefined} className="sdui-section" data-section={section.id}>
        {section.blocks.map((block) => (
          <BlockView key={block.id} block={block} screenId={screen.id} />
        ))}
      </div>
    ),
  }));
  if (embedded) {
    return (
      <ActionProvider>
        <div className="sdui-embedded">{sections.map((s) => s.node)}</div>
      </ActionProvider>
    );
  }
  return (
    <ActionProvider>
      <main id="main" tabIndex={-1} className="page page--screen">
        {sections.filter((s) => !s.afterMain).map((s) => s.node)}
      </main>
      {sections.filter((s) => s.afterMain).map((s) => s.node)}
    </ActionProvider>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page page--screen">
      {children}
    </main>
  );
}

/**
 * A server-driven screen: fetch (with capabilities and language), then a
 * skeleton, an error with retry, or the blocks. A whole page by default; with
 * `embedded` it is part of a page that owns `<main>`, the h1 and the document
 * title (the profile's Overview tab).
 */
export function ScreenView({ screenId, embedded = false }: { screenId: ScreenId; embedded?: boolean }) {
  const { query, screen } = useScreen(screenId);
  const refresh = useCallback(() => void query.refetch(), [query]);
  const ready = screen && !(screen instanceof Error) ? screen : undefined;
  useDocumentMeta(embedded ? undefined : ready?.title, embedded ? undefined : ready?.description);

  useEffect(() => {
    // Arriving with #section in the address (e.g. from a shared link) scrolls there once drawn.
    if (ready && window.location.hash.length > 1) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView?.();
    }
  }, [ready]);

  if (ready) return <ScreenContent screen={ready} embedded={embedded} />;
  if (embedded) {
    return query.isError || screen instanceof Error ? (
      <ScreenError onRetry={refresh} retrying={query.isFetching} embedded />
    ) : (
      <EmbeddedSkeleton />
    );
  }
  if (query.isError || screen instanceof Error) {
    return (
      <Main>
        <ScreenError onRetry={refresh} retrying={query.isFetching} />
      </Main>
    );
  }
  return (
    <Main>
      <ScreenSkeleton />
    </Main>
  );
}
