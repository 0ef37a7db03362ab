import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { SubscriptionStatusReply } from '../../../../contracts/subscriptions';
import { useDocumentMeta } from '../../app/document-meta';
import { LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { useToast } from '../../components/ui/toast';
import { MESSAGE_DURATIONS_MS } from '../../components/ui/toast-model';
import { useSession } from '../../session';
import { BillingMessages, billingKeys, useSubscriptionStatus, verifySession } from '../billing';
import { GeneratorFlow } from '../generator';
import './app-home.css';

/**
 * `/app`, until the generator issue makes it a server-driven screen: the
 * traveller's plan badge, the trial banner, a "Start Your Free Trial" card for
 * those without a subscription, and the trial checkout return (spec 1 §4).
 */
export default function AppHomePage() {
  return (
    <BillingMessages>
      <AppHome />
    </BillingMessages>
  );
}

/**
 * The checkout return (spec 1 §4): `trial_started=true` verifies `session_id`
 * when there is one (an error still shows the toast), refreshes status and
 * usage, and shows the trial-started toast for 5 s; `trial_cancelled=true`
 * shows the cancelled toast for 4 s. Then the address is replaced by `/app`.
 */
function useCheckoutReturn() {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  const started = params.get('trial_started') === 'true';
  const cancelled = params.get('trial_cancelled') === 'true';
  const sessionId = params.get('session_id');
  const ready = session.status !== 'loading';

  useEffect(() => {
    if (handled.current || !ready || (!started && !cancelled)) return;
    handled.current = true;
    const finish = () => void navigate('/app', { replace: true });
    if (cancelled && !started) {
      toast.show({
        title: intl.formatMessage({ id: 'app-home.toast.trial-cancelled' }),
        description: intl.formatMessage({ id: 'app-home.toast.trial-cancelled-body' }),
        duration: MESSAGE_DURATIONS_MS.trialCancelled,
      });
      finish();
      return;
    }
    const verify = sessionId
      ? verifySession(sessionId).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    void verify.then(async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.status }),
        queryClient.invalidateQueries({ queryKey: ['usage'] }),
        session.refresh(),
      ]);
      toast.show({
        title: intl.formatMessage({ id: 'app-home.toast.trial-started' }),
        description: intl.formatMessage({ id: 'app-home.toast.trial-started-body' }),
        tone: 'success',
        duration: MESSAGE_DURATIONS_MS.trialStarted,
      });
      finish();
    });
  }, [ready, started, cancelled, sessionId, intl, toast, session, queryClient, navigate]);
}

function AppHome() {
  const intl = useIntl();
  const titleId = useId();
  useDocumentMeta(intl.formatMessage({ id: 'app-home.page.document-title' }));
  useCheckoutReturn();
  const session = useSession();
  const status = useSubscriptionStatus();
  const known = session.status === 'signed-out' || status.isSuccess;
  const subscribed = status.data ? status.data.isTrial || status.data.isActive : false;

  return (
    <main id="main" tabIndex={-1} className="page billing-page" aria-labelledby={titleId}>
      <Container width="narrow" className="billing-page__inner">
        <header className="app-home__header">
          <div>
            <p className="eyebrow">
              <FormattedMessage id="app-home.page.eyebrow" />
            </p>
            <h1 id={titleId} className="billing-page__title">
              <FormattedMessage id="app-home.page.title" />
            </h1>
          </div>
          {known ? <StatusBadge status={status.data} /> : null}
        </header>
        {status.data?.isTrial ? <TrialBanner days={status.data.daysRemaining ?? 0} /> : null}
        <p className="app-home__lead">
          <FormattedMessage id="app-home.page.lead" />
        </p>
        {known && !subscribed ? <StartTrialCard /> : null}
        {subscribed ? <GeneratorFlow /> : null}
      </Container>
    </main>
  );
}

function StatusBadge({ status }: { status: SubscriptionStatusReply | undefined }) {
  if (status?.isTrial) {
    return (
      <span className="app-home__badge app-home__badge--trial" data-testid="plan-badge">
        <Icon name="clock" size={16} />
        <FormattedMessage id="app-home.badge.trial" values={{ days: status.daysRemaining ?? 0 }} />
      </span>
    );
  }
  if (status?.isActive) {
    return (
      <span className="app-home__badge app-home__badge--pro" data-testid="plan-badge">
        <Icon name="sparkles" size={16} />
        <FormattedMessage id="app-home.badge.pro" />
      </span>
    );
  }
  return (
    <LinkButton to="/subscribe" variant="secondary" size="sm">
      <FormattedMessage id="app-home.badge.upgrade" />
    </LinkButton>
  );
}

/**
 * Spec 1 §2 "Trial banner": the days left, singular or plural, and a
 * subscribe button. A traveller on a trial is already subscribed (the plan
 * starts by itself when the trial ends) and /subscribe would send them to
 * their profile, so the button goes straight to the profile's Account tab:
 * the plan, when the first charge comes, the card and how to change or cancel
 * it (features/subscriptions/ui-account-billing.feature).
 */
function TrialBanner({ days }: { days: number }) {
  return (
    <section className="app-home__banner" role="status">
      <p>
        <FormattedMessage id="app-home.banner.days" values={{ days }} />
      </p>
      <LinkButton to="/profile?tab=account" size="sm">
        <FormattedMessage id="app-home.banner.subscribe" />
      </LinkButton>
    </section>
  );
}

function StartTrialCard() {
  const titleId = useId();
  return (
    <section className="billing-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-home__start-title">
        <FormattedMessage id="app-home.start.title" />
      </h2>
      <p>
        <FormattedMessage id="app-home.start.body" />
      </p>
      <div className="billing-actions">
        <LinkButton to="/subscribe" size="lg">
          <FormattedMessage id="app-home.start.action" />
        </LinkButton>
      </div>
    </section>
  );
}
