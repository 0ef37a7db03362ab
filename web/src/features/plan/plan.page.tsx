import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionStatus } from '../../../../contracts/accounts';
import type { PlanPreferencesBody, TravelPlanReply } from '../../../../contracts/plans/plan.schemas';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { AppPage } from '../../components/ui/app-page';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../session';
import { useGeneratePlan, usePlan, usePreferences } from './api/plan.api';
import { CalendarFeedSection } from './components/calendar-feed';
import { PlanCalendar } from './components/plan-calendar';
import { TodayCard } from './components/plan-day';
import { PlanUpsell } from './components/plan-upsell';
import { PreferencesForm } from './components/preferences-form';
import { TripsSection } from './components/trips-section';
import { planDayFor, todayIn } from './plan-format';
import { PlanMessages } from './plan-messages';
import { planProblem } from './plan-problem';
import './plan.css';

/** Pro travellers: a trial or an active subscription (spec 1 §1). */
const PRO: readonly SubscriptionStatus[] = ['trial', 'active'];

/**
 * `/plan` (issue 14; DECISIONS.md "4-week plans"): a Pro traveller's four
 * weeks around their trips (today's workout one tap away, flights and
 * arrivals marked, jet-lag guidance), their trips, preferences and the
 * private calendar link. Everyone else sees what Pro brings and the trial.
 */
export default function PlanPage() {
  return (
    <PlanMessages>
      <Plan />
    </PlanMessages>
  );
}

function Plan() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'plan.document-title' }));
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  const pro = session.user !== undefined && PRO.includes(session.user.subscriptionStatus);
  return <AppPage area="plan">{pro && session.user ? <PlanWorkspace viewer={session.user.id} /> : <PlanUpsell />}</AppPage>;
}

const browserZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

function PlanWorkspace({ viewer }: { viewer: string }) {
  const intl = useIntl();
  const toast = useToast();
  const plan = usePlan(viewer);
  const preferences = usePreferences(viewer);
  const generate = useGeneratePlan();
  const today = todayIn(browserZone());

  const build = (body: PlanPreferencesBody) =>
    generate.mutate(body, {
      onSuccess: () => toast.show({ title: intl.formatMessage({ id: 'plan.generated' }), tone: 'success' }),
      onError: (error) => toast.show({ title: planProblem(intl, error, 'plan.generate-failed'), tone: 'error' }),
    });

  return (
    <div className="plan-workspace">
      <PlanView reply={plan.data} pending={plan.isPending} failed={plan.isError} onRetry={() => void plan.refetch()} today={today} />
      <TripsSection viewer={viewer} today={today} homePlace={preferences.data?.homeCity?.name} />
      {preferences.data ? (
        <PreferencesForm
          key={JSON.stringify(preferences.data)}
          preferences={preferences.data}
          hasPlan={Boolean(plan.data?.plan)}
          pending={generate.isPending}
          onGenerate={build}
        />
      ) : null}
      <CalendarFeedSection viewer={viewer} />
    </div>
  );
}

function PlanView({
  reply,
  pending,
  failed,
  onRetry,
  today,
}: {
  reply: TravelPlanReply | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  today: string;
}) {
  if (pending) {
    return (
      <p role="status">
        <FormattedMessage id="plan.loading" />
      </p>
    );
  }
  if (failed || !reply) {
    return (
      <div role="alert" className="plan-panel">
        <p>
          <FormattedMessage id="plan.load-failed" />
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <FormattedMessage id="plan.retry" />
        </Button>
      </div>
    );
  }
  return (
    <>
      {reply.regenerating ? (
        <p role="status" className="plan-regenerating">
          <FormattedMessage id="plan.regenerating" />
        </p>
      ) : null}
      {reply.plan ? (
        <>
          <TodayCard day={planDayFor(reply.plan, today)} />
          <PlanCalendar plan={reply.plan} today={today} />
        </>
      ) : reply.regenerating ? null : (
        <section className="plan-panel">
          <h2 className="plan-section__title">
            <FormattedMessage id="plan.none.title" />
          </h2>
          <p>
            <FormattedMessage id="plan.none.body" />
          </p>
        </section>
      )}
    </>
  );
}
