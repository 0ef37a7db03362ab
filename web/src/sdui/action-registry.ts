import type { Action } from '../../../contracts/sdui/actions.schema';
import type { ToastApi } from '../components/ui/toast';

/** What action handlers may do; provided by the screen that renders the block. */
export interface ActionContext {
  navigate: (to: string) => void;
  toast: ToastApi;
}

/**
 * One handler per action type. Typed as an exhaustive map, so an action added
 * to `ActionSchema` without a handler fails `tsc` (see block-registry.typecheck.ts).
 */
export type ActionHandlers<A extends { type: string }> = {
  [K in A['type']]: (action: Extract<A, { type: K }>, ctx: ActionContext) => void | Promise<void>;
};

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls to an element by id (smoothly unless reduced motion is asked for) and moves focus to it. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

export const actionHandlers: ActionHandlers<Action> = {
  'nav.open': (action, ctx) => ctx.navigate(action.to),
  'nav.scroll': (action) => {
    scrollToSection(action.target);
  },
  'link.external': (action) => {
    window.open(action.href, '_blank', 'noopener,noreferrer');
  },
};

/** Runs any action through its handler. */
export function runAction(action: Action, ctx: ActionContext): void | Promise<void> {
  const handler = actionHandlers[action.type] as (a: Action, c: ActionContext) => void | Promise<void>;
  return handler(action, ctx);
}
