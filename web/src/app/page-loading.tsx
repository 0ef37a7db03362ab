import { FormattedMessage } from 'react-intl';

/** Shown while a page's code loads (first visit of a route). */
export function PageLoading() {
  return (
    <main id="main" tabIndex={-1} className="page page--loading" aria-busy="true">
      <p className="page-loading" role="status">
        <span className="page-loading__dot" aria-hidden="true" />
        <FormattedMessage id="app.page.loading" />
      </p>
    </main>
  );
}
