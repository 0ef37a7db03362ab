import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import en from '../../../../contracts/i18n/en/free.json';
import es from '../../../../contracts/i18n/es/free.json';
import { useDocumentMeta } from '../../app/document-meta';
import { LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { FeatureMessages } from '../../i18n/feature-messages';
import { useSession } from '../../session';
import { useSubscriptionStatus } from '../billing';
import { ExitOffer } from '../exit-offer';
import { SubscribePlans } from './subscribe-plans';
import './subscribe.css';

const catalogues = { en, es };

/**
 * `/subscribe` (spec 1 §2 "Subscribe"): signed-out travellers see sign in and
 * create account, and the exit-intent offer; signed-in ones the plans; trial
 * or active subscribers go to their profile. `?reason=free_used` explains why
 * the free workout sent them here.
 */
export default function SubscribePage() {
  return (
    <FeatureMessages catalogues={catalogues}>
      <Subscribe />
    </FeatureMessages>
  );
}

function Subscribe() {
  const intl = useIntl();
  const { status } = useSession();
  const subscription = useSubscriptionStatus();
  const [params] = useSearchParams();
  useDocumentMeta(intl.formatMessage({ id: 'subscribe-placeholder.page.document-title' }));

  // The subscription's own status decides (spec 1 §2): the account's copy of it is not kept up to date.
  const subscribed = subscription.data?.subscriptionStatus;
  if (subscribed === 'active' || subscribed === 'trial') {
    return <Navigate to="/profile" replace />;
  }

  return (
    <main id="main" tabIndex={-1} className="page subscribe-page">
      <Container width="narrow">
        <section className="subscribe-card" aria-labelledby="subscribe-title">
          <p className="eyebrow">
            <FormattedMessage id="subscribe-placeholder.page.eyebrow" />
          </p>
          <h1 id="subscribe-title" className="subscribe-card__title">
            <FormattedMessage id="subscribe-placeholder.page.title" />
          </h1>
          <p className="subscribe-card__lead">
            <FormattedMessage id="subscribe-placeholder.page.lead" />
          </p>
          {params.get('reason') === 'free_used' ? (
            <p className="subscribe-card__reason">
              <Icon name="sparkles" size={20} className="subscribe-card__reason-icon" />
              <span>
                <FormattedMessage id="subscribe-placeholder.page.free-used" />
              </span>
            </p>
          ) : null}
          {status === 'signed-in' ? (
            <>
              <SubscribePlans />
              <div className="subscribe-card__actions">
                <LinkButton to="/profile" variant="secondary" size="lg">
                  <FormattedMessage id="subscribe-placeholder.page.profile" />
                </LinkButton>
              </div>
            </>
          ) : status === 'signed-out' ? (
            <>
              <p className="subscribe-card__note">
                <FormattedMessage id="subscribe-placeholder.page.signed-out" />
              </p>
              <div className="subscribe-card__actions">
                <LinkButton to="/auth" size="lg">
                  <FormattedMessage id="subscribe-placeholder.page.sign-in" />
                </LinkButton>
                <LinkButton to="/register" variant="secondary" size="lg">
                  <FormattedMessage id="subscribe-placeholder.page.register" />
                </LinkButton>
              </div>
            </>
          ) : null}
        </section>
      </Container>
      {/* A signed-in traveller's device speaks for their account, which a bonus free workout is not for (ADR 0006). */}
      {status === 'signed-out' ? <ExitOffer /> : null}
    </main>
  );
}
