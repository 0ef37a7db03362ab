import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import type { SubscriptionStatusReply } from '../../../../contracts/subscriptions';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { Button, LinkButton } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../session';
import {
  cancelSubscription,
  paymentMethodsQueryOptions,
  resumeSubscription,
  useSubscriptionChanged,
  useSubscriptionStatus,
} from './api/billing.api';
import { billingProblem, brandName, formatDay } from './billing-format';
import { BillingMessages } from './billing-messages';
import { TestModeNotice } from './components/test-mode-notice';
import './billing.css';

/**
 * `/billing/portal`: the local billing adapter's portal (where
 * `POST /api/billing/portal` points), labelled as a test. It shows the
 * subscription's state and dates, the masked cards, and cancels (after a
 * confirmation) or resumes while the period lasts.
 */
export default function PortalPage() {
  return (
    <BillingMessages>
      <Portal />
    </BillingMessages>
  );
}

function Portal() {
  const intl = useIntl();
  const session = useSession();
  useDocumentMeta(intl.formatMessage({ id: 'billing.portal.document-title' }));
  const status = useSubscriptionStatus();

  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (session.status === 'loading' || status.isPending) return <PageLoading />;

  return (
    <main id="main" tabIndex={-1} className="page billing-page">
      <Container width="narrow" className="billing-page__inner">
        <TestModeNotice messageId="billing.portal.test-notice" />
        <h1 className="billing-page__title">
          <FormattedMessage id="billing.portal.title" />
        </h1>
        {status.isError ? (
          <FormAlert>
            <p>
              <FormattedMessage id="billing.load-failed" />
            </p>
            <Button variant="secondary" onClick={() => void status.refetch()}>
              <FormattedMessage id="billing.retry" />
            </Button>
          </FormAlert>
        ) : status.data.stripeSubscriptionId === null ? (
          <section className="billing-card">
            <p>
              <FormattedMessage id="billing.portal.no-subscription" />
            </p>
            <div className="billing-actions">
              <LinkButton to="/subscribe" size="lg">
                <FormattedMessage id="billing.portal.start-trial" />
              </LinkButton>
            </div>
          </section>
        ) : (
          <>
            <SubscriptionCard status={status.data} />
            <CardsCard />
          </>
        )}
        <div className="billing-actions">
          <LinkButton to="/profile" variant="ghost">
            <FormattedMessage id="billing.portal.profile" />
          </LinkButton>
        </div>
      </Container>
    </main>
  );
}

function statusLabel(status: SubscriptionStatusReply): string {
  if (status.stripeStatus === 'past_due') return 'billing.portal.status.past-due';
  return `billing.portal.status.${status.subscriptionStatus}`;
}

function SubscriptionCard({ status }: { status: SubscriptionStatusReply }) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const afterChange = useSubscriptionChanged();
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (reply) => {
      setConfirming(false);
      afterChange(reply);
      toast.show({
        title: intl.formatMessage({ id: 'billing.portal.cancelled-title' }),
        description: intl.formatMessage({ id: 'billing.portal.cancelled-body' }),
        tone: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      toast.show({
        title: intl.formatMessage({ id: 'billing.portal.cancel-failed' }),
        description: billingProblem(intl, error, intl.formatMessage({ id: 'billing.portal.cancel-failed' })),
        tone: 'error',
      });
    },
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (reply) => {
      afterChange(reply);
      toast.show({ title: intl.formatMessage({ id: 'billing.portal.resumed-title' }), tone: 'success' });
    },
    onError: (error) =>
      toast.show({
        title: intl.formatMessage({ id: 'billing.portal.resume-failed' }),
        description: billingProblem(intl, error, intl.formatMessage({ id: 'billing.portal.resume-failed' })),
        tone: 'error',
      }),
  });

  const periodEnd = status.accessEndsAt ?? status.currentPeriodEnd ?? status.trialEndsAt;
  const lasts = status.isActive || status.isTrial;
  const canCancel = lasts && !status.cancelAtPeriodEnd;
  const canResume = lasts && status.cancelAtPeriodEnd;

  return (
    <section className="billing-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.portal.subscription" />
      </h2>
      <div className="billing-status">
        {status.planName ? (
          <strong>
            <FormattedMessage id={`billing.plan.${status.planName}`} />
          </strong>
        ) : null}
        <span className="billing-status__pill">
          <FormattedMessage id={statusLabel(status)} />
        </span>
      </div>
      {status.cancelAtPeriodEnd && status.accessEndsAt ? (
        <p>
          <FormattedMessage id="billing.portal.access-ends" values={{ date: formatDay(intl, status.accessEndsAt) }} />
        </p>
      ) : status.isTrial && status.trialEndsAt ? (
        <p>
          <FormattedMessage id="billing.portal.trial-ends" values={{ date: formatDay(intl, status.trialEndsAt) }} />
        </p>
      ) : status.isActive && status.currentPeriodEnd ? (
        <p>
          <FormattedMessage id="billing.portal.next-billing" values={{ date: formatDay(intl, status.currentPeriodEnd) }} />
        </p>
      ) : null}
      <div className="billing-actions">
        {canCancel ? (
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            <FormattedMessage id="billing.portal.cancel" />
          </Button>
        ) : null}
        {canResume ? (
          <Button disabled={resume.isPending} aria-busy={resume.isPending || undefined} onClick={() => resume.mutate()}>
            <FormattedMessage id={resume.isPending ? 'billing.portal.resuming' : 'billing.portal.resume'} />
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          className="billing-dialog"
          title={<FormattedMessage id="billing.portal.confirm-title" />}
          body={<FormattedMessage id="billing.portal.confirm-body" values={{ date: periodEnd ? formatDay(intl, periodEnd) : '' }} />}
          confirm={<FormattedMessage id={cancel.isPending ? 'billing.portal.cancelling' : 'billing.portal.confirm-yes'} />}
          keep={<FormattedMessage id="billing.portal.confirm-no" />}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onKeep={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

function CardsCard() {
  const intl = useIntl();
  const titleId = useId();
  const cards = useQuery(paymentMethodsQueryOptions());
  return (
    <section className="billing-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.portal.cards" />
      </h2>
      {cards.isPending ? null : cards.isError ? (
        <p>{billingProblem(intl, cards.error, intl.formatMessage({ id: 'billing.load-failed' }))}</p>
      ) : cards.data.paymentMethods.length === 0 ? (
        <p>
          <FormattedMessage id="billing.portal.no-cards" />
        </p>
      ) : (
        <ul className="billing-cards">
          {cards.data.paymentMethods.map((card) => (
            <li key={card.id}>
              <span>
                <FormattedMessage id="billing.portal.card" values={{ brand: brandName(card.brand), last4: card.last4 }} />
              </span>
              <span>
                <FormattedMessage
                  id="billing.portal.card-expiry"
                  values={{ month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear) }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
