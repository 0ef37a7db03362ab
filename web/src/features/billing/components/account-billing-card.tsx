import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan, SubscriptionStatusReply } from '../../../../../contracts/subscriptions';
import { Button, LinkButton } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import {
  cancelSubscription,
  createPortalSession,
  paymentMethodsQueryOptions,
  resumeSubscription,
  usePlans,
  useSubscriptionChanged,
  useSubscriptionStatus,
} from '../api/billing.api';
import { billingProblem, brandName, formatDay, planPrice } from '../billing-format';
import { BillingMessages } from '../billing-messages';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { openBlankTab, showInTab } from './open-in-new-tab';

/**
 * The Account tab's billing card (spec 1 §2 "Profile → Account", §8): the
 * subscription's status with the trial end, next billing date or the end of
 * access, the masked cards, Manage billing (the provider's portal, in a new
 * tab) or a start-trial link, and cancel (confirmed) or resume. For signed-in
 * travellers only: the Account tab shows it to registered accounts.
 */
export function AccountBillingCard() {
  return (
    <BillingMessages>
      <BillingCard />
    </BillingMessages>
  );
}

function BillingCard() {
  const titleId = useId();
  const status = useSubscriptionStatus();
  return (
    <section className="profile-card account-billing" aria-labelledby={titleId} data-testid="billing-card">
      <h2 id={titleId} className="profile-card__title">
        <FormattedMessage id="account.billing.title" />
      </h2>
      {status.isPending ? (
        <p role="status">
          <FormattedMessage id="account.billing.loading" />
        </p>
      ) : status.isError ? (
        <div className="account-billing__problem" role="alert">
          <p>
            <FormattedMessage id="account.billing.load-failed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            <FormattedMessage id="account.billing.retry" />
          </Button>
        </div>
      ) : status.data.stripeSubscriptionId === null ? (
        <NoSubscription />
      ) : (
        <Subscription status={status.data} />
      )}
    </section>
  );
}

function NoSubscription() {
  return (
    <>
      <p className="profile-card__body">
        <FormattedMessage id="account.billing.none" />
      </p>
      <div className="billing-actions">
        <LinkButton to="/subscribe">
          <FormattedMessage id="account.billing.start-trial" />
        </LinkButton>
      </div>
    </>
  );
}

/** The pill's words: the client-facing status, or the failed payment behind an expired one. */
function statusKey(status: SubscriptionStatusReply): string {
  if (status.stripeStatus === 'past_due') return 'account.billing.status.past-due';
  return `account.billing.status.${status.subscriptionStatus}`;
}

function Subscription({ status }: { status: SubscriptionStatusReply }) {
  const plans = usePlans();
  const plan = plans.data?.plans.find((candidate) => candidate.id === status.planName);
  // Access lasts (trial, active, or cancelled until its end): it can be cancelled or resumed.
  const lasts = status.isActive || status.isTrial;
  return (
    <>
      <div className="billing-status">
        {status.planName ? (
          <strong>
            <FormattedMessage id={`billing.plan.${status.planName}`} />
          </strong>
        ) : null}
        <span className="billing-status__pill" data-testid="billing-status">
          <FormattedMessage id={statusKey(status)} />
        </span>
      </div>
      <Dates status={status} plan={plan} />
      {lasts ? (
        // Pro's 4-week travel plans live at /plan (issue 14).
        <p>
          <LinkButton to="/plan" variant="link">
            <FormattedMessage id="account.billing.travel-plan" />
          </LinkButton>
        </p>
      ) : null}
      <Cards />
      <Actions status={status} canCancel={lasts && !status.cancelAtPeriodEnd} canResume={lasts && status.cancelAtPeriodEnd} />
    </>
  );
}

/** Trial end and first charge, next billing date, or until when a cancelled subscription keeps Pro. */
function Dates({ status, plan }: { status: SubscriptionStatusReply; plan: Plan | undefined }) {
  const intl = useIntl();
  const price = plan ? planPrice(intl, plan) : undefined;
  if (status.cancelAtPeriodEnd && status.accessEndsAt) {
    return (
      <p data-testid="billing-dates">
        <FormattedMessage id="account.billing.access-until" values={{ date: formatDay(intl, status.accessEndsAt) }} />
      </p>
    );
  }
  if (status.isTrial && status.trialEndsAt) {
    const date = formatDay(intl, status.trialEndsAt);
    return (
      <div data-testid="billing-dates">
        <p>
          <FormattedMessage id="account.billing.trial-ends" values={{ date }} />
        </p>
        {price ? (
          <p className="profile-card__body">
            <FormattedMessage id="account.billing.first-charge" values={{ price, date }} />
          </p>
        ) : null}
      </div>
    );
  }
  if (status.isActive && status.currentPeriodEnd && price) {
    return (
      <p data-testid="billing-dates">
        <FormattedMessage id="account.billing.next-billing" values={{ date: formatDay(intl, status.currentPeriodEnd), price }} />
      </p>
    );
  }
  if (!status.isActive && !status.isTrial) {
    return (
      <p className="profile-card__body">
        <FormattedMessage id="account.billing.ended" />
      </p>
    );
  }
  return null;
}

/** The cards on file, masked: brand, last four digits and expiry as MM/YY. */
function Cards() {
  const intl = useIntl();
  const titleId = useId();
  const cards = useQuery(paymentMethodsQueryOptions());
  return (
    <div className="account-billing__cards">
      <h3 id={titleId} className="account-billing__subtitle">
        <FormattedMessage id="account.billing.cards" />
      </h3>
      {cards.isPending ? null : cards.isError ? (
        <p>{billingProblem(intl, cards.error, intl.formatMessage({ id: 'account.billing.load-failed' }))}</p>
      ) : cards.data.paymentMethods.length === 0 ? (
        <p className="profile-card__body">
          <FormattedMessage id="account.billing.no-cards" />
        </p>
      ) : (
        <ul className="billing-cards" aria-labelledby={titleId}>
          {cards.data.paymentMethods.map((card) => (
            <li key={card.id}>
              <span>
                <FormattedMessage id="account.billing.card" values={{ brand: brandName(card.brand), last4: card.last4 }} />
              </span>
              <span>
                <FormattedMessage
                  id="account.billing.card-expiry"
                  values={{ month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear % 100).padStart(2, '0') }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Actions({ status, canCancel, canResume }: { status: SubscriptionStatusReply; canCancel: boolean; canResume: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const afterChange = useSubscriptionChanged();
  const failed = (titleId: string, error: unknown) =>
    toast.show({
      title: intl.formatMessage({ id: titleId }),
      description: billingProblem(intl, error, intl.formatMessage({ id: titleId })),
      tone: 'error',
    });

  const portal = useMutation({
    mutationFn: (tab: Window | null) => showInTab(tab, createPortalSession),
    onError: (error) => failed('account.billing.portal-failed', error),
  });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (reply) => {
      setConfirming(false);
      afterChange(reply);
      const until = reply.status.accessEndsAt;
      toast.show({
        title: intl.formatMessage({ id: 'account.billing.cancelled' }),
        ...(until ? { description: intl.formatMessage({ id: 'account.billing.cancelled-body' }, { date: formatDay(intl, until) }) } : {}),
        tone: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      failed('account.billing.cancel-failed', error);
    },
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (reply) => {
      afterChange(reply);
      toast.show({ title: intl.formatMessage({ id: 'account.billing.resumed' }), tone: 'success' });
    },
    onError: (error) => failed('account.billing.resume-failed', error),
  });

  const accessEnds = status.accessEndsAt ?? (status.isTrial ? status.trialEndsAt : status.currentPeriodEnd);
  return (
    <div className="billing-actions">
      <Button disabled={portal.isPending} aria-busy={portal.isPending || undefined} onClick={() => portal.mutate(openBlankTab())}>
        <FormattedMessage id={portal.isPending ? 'account.billing.opening' : 'account.billing.manage'} />
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="account.billing.new-tab" />
        </span>
      </Button>
      {canCancel ? (
        <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
          <FormattedMessage id="account.billing.cancel" />
        </Button>
      ) : null}
      {canResume ? (
        <Button variant="secondary" disabled={resume.isPending} aria-busy={resume.isPending || undefined} onClick={() => resume.mutate()}>
          <FormattedMessage id={resume.isPending ? 'account.billing.resuming' : 'account.billing.resume'} />
        </Button>
      ) : null}
      {confirming ? (
        <CancelSubscriptionDialog
          accessEndsAt={accessEnds}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onKeep={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
