import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import type { Plan, PlanId } from '../../../../contracts/subscriptions';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { BillingMessages, PaymentUnavailable, PlanCard, usePlans, useSubscriptionStatus } from '../billing';
import { CardTab } from './card-tab';
import './paywall.css';

type PaymentTab = 'card' | 'paypal';

/**
 * `/paywall` (spec 1 §2 "Paywall", §8): the plans from `GET /api/plans`, then a
 * Card tab and a PayPal tab. The card tab starts the 3-day trial (sign-in
 * required); PayPal only says it is coming soon. With billing off the
 * payment-unavailable card shows instead; trial and active subscribers go to
 * their profile, as from /subscribe. Proof: features/subscriptions/ui-paywall.feature.
 */
export default function PaywallPage() {
  return (
    <BillingMessages>
      <Paywall />
    </BillingMessages>
  );
}

function Paywall() {
  const intl = useIntl();
  const plans = usePlans();
  const subscription = useSubscriptionStatus();
  useDocumentMeta(intl.formatMessage({ id: 'paywall.page.document-title' }));

  // The subscription's own status decides (spec 1 §2), as on /subscribe.
  const subscribed = subscription.data?.subscriptionStatus;
  if (subscribed === 'active' || subscribed === 'trial') return <Navigate to="/profile" replace />;
  if (plans.isPending) return <PageLoading />;

  return (
    <main id="main" tabIndex={-1} className="page billing-page paywall-page">
      <Container width="narrow" className="billing-page__inner">
        <p className="eyebrow">
          <FormattedMessage id="paywall.page.eyebrow" />
        </p>
        <h1 className="billing-page__title">
          <FormattedMessage id="paywall.page.title" />
        </h1>
        <p className="paywall__lead">
          <FormattedMessage id="paywall.page.lead" />
        </p>
        {plans.isError ? (
          <FormAlert>
            <p>
              <FormattedMessage id="billing.load-failed" />
            </p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              <FormattedMessage id="billing.retry" />
            </Button>
          </FormAlert>
        ) : plans.data.billing === 'off' ? (
          <PaymentUnavailable />
        ) : (
          <Checkout plans={plans.data.plans} billing={plans.data.billing} stripeKey={plans.data.stripePublishableKey} />
        )}
      </Container>
    </main>
  );
}

function Checkout({ plans, billing, stripeKey }: { plans: Plan[]; billing: 'local' | 'stripe'; stripeKey: string | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const plansTitleId = useId();
  const [planId, setPlanId] = useState<PlanId>(() => (plans.find((plan) => plan.bestValue) ?? plans[0]!).id);
  const [tab, setTab] = useState<PaymentTab>('card');
  const plan = plans.find((candidate) => candidate.id === planId)!;
  const choose = (value: string) => {
    setTab(value as PaymentTab);
    if (value === 'paypal') {
      toast.show({
        title: intl.formatMessage({ id: 'paywall.paypal.toast-title' }),
        description: intl.formatMessage({ id: 'paywall.paypal.toast-body' }),
      });
    }
  };

  return (
    <>
      <section aria-labelledby={plansTitleId} className="paywall__section">
        <h2 id={plansTitleId} className="paywall__heading">
          <FormattedMessage id="subscribe.plans.title" />
        </h2>
        <ul className="paywall__plans">
          {plans.map((candidate) => (
            <PlanCard key={candidate.id} plan={candidate} selected={candidate.id === planId}>
              <Button
                block
                variant={candidate.id === planId ? 'primary' : 'secondary'}
                aria-pressed={candidate.id === planId}
                aria-label={intl.formatMessage({ id: `paywall.plans.select-${candidate.id}` })}
                onClick={() => setPlanId(candidate.id)}
              >
                <FormattedMessage id={candidate.id === planId ? 'paywall.plans.selected' : 'paywall.plans.select'} />
              </Button>
            </PlanCard>
          ))}
        </ul>
      </section>
      <Tabs value={tab} onValueChange={choose} className="paywall__tabs">
        <TabList label={intl.formatMessage({ id: 'paywall.tabs.label' })}>
          <Tab value="card">
            <FormattedMessage id="paywall.tabs.card" />
          </Tab>
          <Tab value="paypal">
            <FormattedMessage id="paywall.tabs.paypal" />
          </Tab>
        </TabList>
        <TabPanel value="card" className="paywall__panel">
          <CardTab plan={plan} billing={billing} stripeKey={stripeKey} />
        </TabPanel>
        <TabPanel value="paypal" className="paywall__panel">
          <p className="billing-card">
            <FormattedMessage id="paywall.paypal.coming-soon" />
          </p>
        </TabPanel>
      </Tabs>
    </>
  );
}
