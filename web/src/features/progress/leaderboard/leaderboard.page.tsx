import { useIntl } from 'react-intl';
import { useDocumentMeta } from '../../../app/document-meta';
import { AppPage } from '../../../components/ui/app-page';
import { useLeaderboard } from '../api/progress.api';
import { LoadError, SkeletonRows } from '../components/page-states';
import { ProgressNav } from '../components/progress-nav';
import { ProgressMessages } from '../progress-messages';
import { LeaderboardView } from './leaderboard-view';
import '../progress.css';

/** Spec 2 §9: five placeholder rows while the leaderboard loads. */
const SKELETON_ROWS = 5;

/**
 * `/leaderboard` (spec 2 §2): the viewer's own rank, the podium of the top 3
 * and the full ranking of the top 50, the viewer's row marked "you". Open to
 * everyone; an anonymous traveller is known by their device.
 */
export default function LeaderboardPage() {
  return (
    <ProgressMessages>
      <Leaderboard />
    </ProgressMessages>
  );
}

function Leaderboard() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'progress.leaderboard.document-title' }));
  const board = useLeaderboard();
  return (
    <AppPage area="progress.leaderboard">
      {board.isPending ? (
        <SkeletonRows count={SKELETON_ROWS} label={intl.formatMessage({ id: 'progress.leaderboard.loading' })} />
      ) : board.isError ? (
        <LoadError messageId="progress.leaderboard.error" onRetry={() => void board.refetch()} />
      ) : (
        <LeaderboardView reply={board.data} />
      )}
      <ProgressNav links={['challenges', 'cities', 'app']} />
    </AppPage>
  );
}
