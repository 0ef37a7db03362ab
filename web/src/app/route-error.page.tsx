import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LinkButton } from '../components/ui/button';
import { Container } from '../components/ui/layout';
import { useDocumentMeta } from './document-meta';

/** Last line of defence for a page that failed to load or render. */
export function RouteErrorPage() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'app.route-error.document-title' }));
  return (
    <main id="main" tabIndex={-1} className="page page--not-found">
      <Container width="narrow" className="not-found" role="alert">
        <h1 className="not-found__title">
          <FormattedMessage id="app.route-error.title" />
        </h1>
        <p className="not-found__body">
          <FormattedMessage id="app.route-error.body" />
        </p>
        <div className="not-found__actions">
          <Button size="lg" onClick={() => window.location.reload()}>
            <FormattedMessage id="app.route-error.reload" />
          </Button>
          <LinkButton to="/" size="lg" variant="secondary" reloadDocument>
            <FormattedMessage id="app.not-found.home" />
          </LinkButton>
        </div>
      </Container>
    </main>
  );
}
