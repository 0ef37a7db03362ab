import type { Cta, Icon } from '../../../../contracts/sdui';
import type { BlockSpec, BuiltBlock, ComposeContext } from './screen-definition';

/** A plain text block: the fallback every client renders. */
export const textBlock = (id: string, text: string): BlockSpec & { id: string } => ({ id, type: 'text', v: 1, props: { text } });

export interface EmptyStateSpec {
  /** The block's id; its text fallback is `<id>-text`. */
  id: string;
  /** The section's heading, kept above the empty state. */
  heading: string;
  icon: Icon;
  /** Message keys `<messages>.title` and `<messages>.body`. */
  messages: string;
  action?: Cta;
}

/** What a list shows before it has anything: a heading, a title, a line of encouragement and maybe a way to start. */
export function emptyState(ctx: ComposeContext, { id, heading, icon, messages, action }: EmptyStateSpec): BuiltBlock {
  const title = ctx.t(`${messages}.title`);
  return {
    type: 'empty-state',
    v: 1,
    props: { heading, icon, title, body: ctx.t(`${messages}.body`), ...(action ? { action } : {}) },
    fallback: textBlock(`${id}-text`, title),
  };
}
