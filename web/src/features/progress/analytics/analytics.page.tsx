import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { HttpError } from '../../../api/api-client';
import { useDocumentMeta } from '../../../app/document-meta';
import { AppPage } from '../../../components/ui/app-page';
import { useSession } from '../../../session';
import { useAnalyticsStats } from '../api/progress.api';
import { LoadError, SkeletonRows } from '../components/page-states';
import { ProgressNav } from '../components/progress-nav';
import { ProgressMessages } from '../progress-messages';
import { WorkoutWords } from '../workout-words';
import { AnalyticsUpsell } from './analytics-upsell';
import { AnalyticsView } from './analytics-view';
import '../progress.css';

const refusedWith = (error: unknown, status: number) => error instanceof HttpError && error.status === status;

/**
 * `/analytics` (spec 2 §2 Analytics, §6): a subscriber's totals, streak,
 * workouts by type, top places, badges and recent workouts. The server
 * decides who may see them (trial and active, DECISIONS.md): a traveller it
 * refuses (403) sees the upsell, and a visitor who is not signed in is sent
 * to /app.
 */
export default function AnalyticsPage() {
  return (
    <ProgressMessages>
      <WorkoutWords>
        <Analytics />
      </WorkoutWords>
    </ProgressMessages>
  );
}

function Analytics() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'progress.analytics.document-title' }));
  const session = useSession();
  const stats = useAnalyticsStats(session.status === 'signed-in');

  if (session.status === 'signed-out' || (stats.isError && refusedWith(stats.error, 401))) return <Navigate to="/app" replace />;

  return (
    <AppPage area="progress.analytics">
      {stats.isPending ? (
        <SkeletonRows count={4} variant="card" label={intl.formatMessage({ id: 'progress.analytics.loading' })} />
      ) : stats.isError ? (
        refusedWith(stats.error, 403) ? (
          <AnalyticsUpsell />
        ) : (
          <LoadError messageId="progress.analytics.error" onRetry={() => void stats.refetch()} />
        )
      ) : (
        <AnalyticsView stats={stats.data} />
      )}
      <ProgressNav links={['global', 'cities', 'app']} />
    </AppPage>
  );
}
