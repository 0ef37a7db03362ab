import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HistoryReply } from '../../../../../contracts/gamification/progress.schemas';
import { useDocumentMeta } from '../../../app/document-meta';
import { AppPage } from '../../../components/ui/app-page';
import { LinkButton } from '../../../components/ui/button';
import { useHistory } from '../api/progress.api';
import { EmptyState, LoadError, SkeletonRows } from '../components/page-states';
import { ProgressNav } from '../components/progress-nav';
import { StatTiles } from '../components/stat-tiles';
import { WorkoutList } from '../components/workout-list';
import { ProgressMessages } from '../progress-messages';
import { WorkoutWords } from '../workout-words';
import '../progress.css';

/** Where "Start a workout" leads: quick flight mode, whose workouts earn points (the one-time free workout at /free records none). */
const START_WORKOUT = '/quick-flight';

/**
 * `/account/analytics` (spec 2 §2 Analytics): the viewer's own history —
 * totals, this week, total time, current streak and the recent workouts —
 * for every traveller, signed in or known by their device.
 */
export default function AccountAnalyticsPage() {
  return (
    <ProgressMessages>
      <WorkoutWords>
        <AccountAnalytics />
      </WorkoutWords>
    </ProgressMessages>
  );
}

function AccountAnalytics() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'progress.history.document-title' }));
  const history = useHistory();
  return (
    <AppPage area="progress.history">
      {history.isPending ? (
        <SkeletonRows count={4} variant="card" label={intl.formatMessage({ id: 'progress.history.loading' })} />
      ) : history.isError ? (
        <LoadError messageId="progress.history.error" onRetry={() => void history.refetch()} />
      ) : (
        <HistoryView history={history.data} />
      )}
      <ProgressNav links={['account', 'global']} />
    </AppPage>
  );
}

function HistoryView({ history }: { history: HistoryReply }) {
  const intl = useIntl();
  const titleId = useId();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const tiles = [
    { key: 'workouts', label: t('progress.history.totals.workouts'), value: intl.formatNumber(history.totalWorkouts) },
    { key: 'week', label: t('progress.history.totals.week'), value: intl.formatNumber(history.thisWeek) },
    { key: 'time', label: t('progress.history.totals.time'), value: t('progress.minutes', { count: history.totalMinutes }) },
    { key: 'streak', label: t('progress.history.totals.streak'), value: t('progress.days', { count: history.currentStreak }) },
  ];
  return (
    <>
      <StatTiles label={t('progress.history.totals.label')} tiles={tiles} />
      <section className="progress-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="progress-section__title">
          <FormattedMessage id="progress.history.recent.title" />
        </h2>
        {history.recent.length === 0 ? (
          <EmptyState
            title={t('progress.history.empty.title')}
            body={t('progress.history.empty.body')}
            action={
              <LinkButton to={START_WORKOUT} size="sm">
                <FormattedMessage id="progress.start-workout" />
              </LinkButton>
            }
          />
        ) : (
          <WorkoutList workouts={history.recent} />
        )}
      </section>
    </>
  );
}
