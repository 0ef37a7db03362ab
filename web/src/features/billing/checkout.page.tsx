import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import type { TestCheckout } from '../../../../contracts/subscriptions';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { useSession } from '../../session';
import { billingKeys, cancelTestCheckout, confirmTestCheckout, getTestCheckout, goTo } from './api/billing.api';
import { billingProblem, formatMoney, planPrice, trialThen } from './billing-format';
import { BillingMessages } from './billing-messages';
import { CardForm } from './components/card-form';
import { TestModeNotice } from './components/test-mode-notice';
import './billing.css';

/**
 * `/billing/checkout/:id`: the local billing adapter's test checkout
 * (DECISIONS.md "Offline billing by default"), where
 * `POST /api/create-trial-subscription` sends the browser. It says plainly
 * that it is a test; Stripe's test cards decide the outcome on the server.
 * Paying or leaving goes wherever the server answers (the checkout return at
 * /app); a refused card stays here with the server's reason beside the form.
 */
export default function CheckoutPage() {
  return (
    <BillingMessages>
      <Checkout />
    </BillingMessages>
  );
}

function Checkout() {
  const intl = useIntl();
  const { status } = useSession();
  const { id = '' } = useParams();
  useDocumentMeta(intl.formatMessage({ id: 'billing.checkout.document-title' }));
  const checkout = useQuery({
    queryKey: billingKeys.checkout(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    enabled: status === 'signed-in' && id !== '',
  });

  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (status === 'loading' || checkout.isPending) return <PageLoading />;

  return (
    <main id="main" tabIndex={-1} className="page billing-page">
      <Container width="narrow" className="billing-page__inner">
        <TestModeNotice messageId="billing.checkout.test-notice" />
        <h1 className="billing-page__title">
          <FormattedMessage id="billing.checkout.title" />
        </h1>
        {checkout.isError ? (
          <FormAlert>
            <p>{billingProblem(intl, checkout.error, intl.formatMessage({ id: 'billing.load-failed' }))}</p>
            <LinkButton to="/subscribe" variant="secondary">
              <FormattedMessage id="billing.checkout.back-to-plans" />
            </LinkButton>
          </FormAlert>
        ) : checkout.data.status !== 'open' ? (
          <FormAlert>
            <p>
              <FormattedMessage id="billing.checkout.closed" />
            </p>
            <LinkButton to="/subscribe" variant="secondary">
              <FormattedMessage id="billing.checkout.back-to-plans" />
            </LinkButton>
          </FormAlert>
        ) : (
          <div className="billing-checkout">
            <PlanSummary checkout={checkout.data} />
            <CardForm
              currency={checkout.data.plan.currency}
              pay={async (card) => goTo((await confirmTestCheckout(id, card)).redirectUrl)}
              leave={async () => goTo((await cancelTestCheckout(id)).redirectUrl)}
            />
          </div>
        )}
      </Container>
    </main>
  );
}

function PlanSummary({ checkout }: { checkout: TestCheckout }) {
  const intl = useIntl();
  const { plan } = checkout;
  const titleId = useId();
  return (
    <section className="billing-card billing-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.checkout.summary" />
      </h2>
      <p className="billing-summary__plan">
        <FormattedMessage id={`billing.plan.${plan.id}`} />
      </p>
      <p className="billing-summary__price">{planPrice(intl, plan)}</p>
      <p className="billing-summary__trial">{trialThen(intl, plan)}</p>
      {checkout.email ? <p className="billing-summary__email">{checkout.email}</p> : null}
      <dl className="billing-summary__today">
        <dt>
          <FormattedMessage id="billing.checkout.today-label" />
        </dt>
        <dd>{formatMoney(intl, 0, plan.currency)}</dd>
      </dl>
      <p className="billing-summary__note">
        <FormattedMessage id="billing.checkout.today-note" />
      </p>
    </section>
  );
}
