import { Component, createElement, Suspense, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import type { WireBlock } from '../../../contracts/sdui/envelope.schema';
import { validateBlock } from '../../../contracts/sdui/validate-block';
import { rendererFor } from './block-registry';
import { reportBlockProblem } from './report';

interface BoundaryProps {
  block: WireBlock;
  screenId: string;
  children: ReactNode;
}

/** Keeps one block's render error inside the block: report it, then draw the fallback or nothing. */
export class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { block, screenId } = this.props;
    reportBlockProblem({
      screenId,
      blockId: block.id,
      type: block.type,
      v: block.v,
      reason: 'render-error',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props.block;
    return fallback ? <BlockView block={fallback} screenId={this.props.screenId} /> : null;
  }
}

/**
 * Validates one block on its own and draws it in its own boundary. Unknown
 * or invalid blocks are reported and replaced by their fallback (itself
 * validated the same way) or by nothing.
 */
export function BlockView({ block, screenId }: { block: WireBlock; screenId: string }) {
  const check = useMemo(() => validateBlock(block), [block]);
  const Renderer = check.ok ? rendererFor(block.type, block.v) : undefined;

  useEffect(() => {
    if (!check.ok) {
      reportBlockProblem({ screenId, blockId: block.id, type: block.type, v: block.v, reason: check.reason, message: check.message });
    } else if (!Renderer) {
      reportBlockProblem({ screenId, blockId: block.id, type: block.type, v: block.v, reason: 'unknown-block' });
    }
  }, [check, Renderer, screenId, block]);

  if (check.ok && Renderer) {
    // Renderers are module-level components looked up in the registry (never created here), so
    // their identity is stable across renders; createElement takes the looked-up type directly.
    return (
      <BlockBoundary block={block} screenId={screenId}>
        {/* Lazily registered renderers suspend while their chunk loads; only this block waits. */}
        <Suspense fallback={<span className="skeleton block-pending" aria-hidden="true" />}>
          {createElement(Renderer, { props: check.block.props, block: { id: block.id, type: block.type, v: block.v, screenId } })}
        </Suspense>
      </BlockBoundary>
    );
  }
  return block.fallback ? <BlockView block={block.fallback} screenId={screenId} /> : null;
}
