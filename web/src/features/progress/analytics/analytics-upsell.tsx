import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';

/** What a traveller without a trial or plan sees on /analytics: what Pro shows, and the way to it. */
export function AnalyticsUpsell() {
  const titleId = useId();
  return (
    <section className="progress-card progress-upsell" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-upsell__title">
        <FormattedMessage id="progress.analytics.upsell.title" />
      </h2>
      <p>
        <FormattedMessage id="progress.analytics.upsell.body" />
      </p>
      <LinkButton to="/subscribe" size="lg">
        <FormattedMessage id="progress.analytics.upsell.cta" />
      </LinkButton>
    </section>
  );
}
