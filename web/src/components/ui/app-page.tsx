import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Container } from './layout';
import './app-page.css';

/**
 * The frame of a page of the app (plans, teams, challenges, progress): the
 * main landmark named by its h1, then the eyebrow, title and intro read from
 * the messages `<area>.eyebrow`, `<area>.title` and `<area>.intro`, then the
 * page's content. `glow` is the light in the page's top corner: teal for
 * one's own training, amber for the community.
 */
export function AppPage({ area, glow = 'teal', children }: { area: string; glow?: 'teal' | 'amber'; children: ReactNode }) {
  const titleId = useId();
  return (
    <main id="main" tabIndex={-1} className={`page app-page app-page--${glow}`} aria-labelledby={titleId}>
      <Container className="app-page__inner">
        <header className="app-page__heading">
          <p className="eyebrow">
            <FormattedMessage id={`${area}.eyebrow`} />
          </p>
          <h1 id={titleId} className="app-page__title">
            <FormattedMessage id={`${area}.title`} />
          </h1>
          <p className="app-page__intro">
            <FormattedMessage id={`${area}.intro`} />
          </p>
        </header>
        {children}
      </Container>
    </main>
  );
}
