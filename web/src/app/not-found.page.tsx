import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { Container } from '../components/ui/layout';
import { useDocumentMeta } from './document-meta';

/** Any unknown address: a real page with a way home, in both languages. */
export default function NotFoundPage() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'app.not-found.document-title' }));
  return (
    <main id="main" tabIndex={-1} className="page page--not-found">
      <Container width="narrow" className="not-found">
        <p className="not-found__code" aria-hidden="true">
          <span>4</span>
          <Icon name="plane" size={64} className="not-found__plane" />
          <span>4</span>
        </p>
        <p className="eyebrow">
          <FormattedMessage id="app.not-found.eyebrow" />
        </p>
        <h1 className="not-found__title">
          <FormattedMessage id="app.not-found.title" />
        </h1>
        <p className="not-found__body">
          <FormattedMessage id="app.not-found.body" />
        </p>
        <div className="not-found__actions">
          <LinkButton to="/" size="lg">
            <FormattedMessage id="app.not-found.home" />
          </LinkButton>
          <LinkButton to="/free" size="lg" variant="secondary">
            <FormattedMessage id="app.not-found.free-workout" />
          </LinkButton>
        </div>
      </Container>
    </main>
  );
}
