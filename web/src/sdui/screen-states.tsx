import { FormattedMessage } from 'react-intl';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/layout';
import { Icon } from '../components/ui/icon';

/** Placeholder shapes while a screen loads; announced once to screen readers. */
export function ScreenSkeleton() {
  return (
    <div className="screen-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        <FormattedMessage id="sdui.screen.loading" />
      </p>
      <div className="screen-skeleton__hero" aria-hidden="true">
        <Container>
          <span className="skeleton skeleton--eyebrow" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--title skeleton--short" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton-row">
            <span className="skeleton skeleton--button" />
            <span className="skeleton skeleton--button" />
          </span>
        </Container>
      </div>
      <Container aria-hidden="true">
        <div className="skeleton-grid">
          <span className="skeleton skeleton--card" />
          <span className="skeleton skeleton--card" />
          <span className="skeleton skeleton--card" />
        </div>
      </Container>
    </div>
  );
}

/** Placeholder cards for a screen embedded in a page (the page keeps its own heading). */
export function EmbeddedSkeleton() {
  return (
    <div className="screen-skeleton screen-skeleton--embedded" aria-busy="true">
      <p className="visually-hidden" role="status">
        <FormattedMessage id="sdui.screen.loading" />
      </p>
      <div className="skeleton-grid" aria-hidden="true">
        <span className="skeleton skeleton--card" />
        <span className="skeleton skeleton--card" />
        <span className="skeleton skeleton--card" />
      </div>
    </div>
  );
}

/** The screen could not be loaded: say so plainly and offer a retry. Embedded, its title is an h2 under the page's h1. */
export function ScreenError({ onRetry, retrying, embedded = false }: { onRetry: () => void; retrying: boolean; embedded?: boolean }) {
  const Title = embedded ? 'h2' : 'h1';
  return (
    <Container width="narrow" className="screen-error" role="alert">
      <span className="screen-error__icon">
        <Icon name="plane" size={32} />
      </span>
      <Title className="screen-error__title">
        <FormattedMessage id="sdui.screen.error-title" />
      </Title>
      <p className="screen-error__body">
        <FormattedMessage id="sdui.screen.error-body" />
      </p>
      <Button onClick={onRetry} disabled={retrying} size="lg">
        <Icon name="refresh" size={18} />
        <FormattedMessage id={retrying ? 'sdui.screen.retrying' : 'sdui.screen.retry'} />
      </Button>
    </Container>
  );
}
