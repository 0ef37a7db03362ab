import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Cta } from '../../../contracts/sdui/actions.schema';
import { ExternalLinkButton, LinkButton, type ButtonSize, type ButtonVariant, buttonClass } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { useRunAction } from './action-context';

export interface CtaViewProps {
  cta: Cta;
  size?: ButtonSize;
  /** Background the call to action sits on; secondary ones adapt to dark bands. */
  tone?: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}

function variantFor(emphasis: Cta['emphasis'], tone: 'light' | 'dark'): ButtonVariant {
  if (emphasis === 'primary') return 'primary';
  if (emphasis === 'link') return 'link';
  return tone === 'dark' ? 'on-dark' : 'secondary';
}

/**
 * A server-sent call to action. Navigation becomes a real `<a href>` (works
 * without JS, crawlable); outbound links open a new tab without an opener;
 * in-page scrolls are anchors enhanced with smooth scrolling and focus; every
 * other action is a button running through the action registry.
 */
export function CtaView({ cta, size = 'md', tone = 'light', className, children }: CtaViewProps) {
  const run = useRunAction();
  const intl = useIntl();
  const look = { variant: variantFor(cta.emphasis ?? 'primary', tone), size };
  const content = children ?? cta.label;
  const action = cta.action;
  switch (action.type) {
    case 'nav.open':
      return (
        <LinkButton to={action.to} className={className} {...look}>
          {content}
        </LinkButton>
      );
    case 'link.external':
      return (
        <ExternalLinkButton href={action.href} className={className} {...look}>
          {content}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'sdui.cta.new-tab' })}</span>
        </ExternalLinkButton>
      );
    case 'nav.scroll':
      return (
        <a
          href={`#${action.target}`}
          className={buttonClass(look, className)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            run(action);
          }}
        >
          {content}
        </a>
      );
  }
}

/** A call to action with a trailing arrow, for primary paths. */
export function CtaWithArrow(props: CtaViewProps) {
  return (
    <CtaView {...props}>
      <span>{props.cta.label}</span>
      <Icon name="arrow-right" size={18} className="btn__arrow" />
    </CtaView>
  );
}
