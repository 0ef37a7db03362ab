import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCityLeaderboard, type CityChoice, type CityLeaderboardReply } from '../api/progress.api';
import { Medal } from '../components/medal';
import { EmptyState, LoadError, SkeletonRows, YouChip } from '../components/page-states';
import { CITY_SKELETONS } from './top-cities';

/** `lastActiveDate` is a calendar day (`2026-11-20`): shown as that day wherever the viewer is. */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** The chosen city's top travellers, or the prompt to choose one. */
export function CityBoard({ choice }: { choice: CityChoice | undefined }) {
  const intl = useIntl();
  const board = useCityLeaderboard(choice);
  if (!choice) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'progress.city.board.select.title' })}
        body={intl.formatMessage({ id: 'progress.city.board.select.body' })}
      />
    );
  }
  if (board.isPending) {
    return <SkeletonRows count={CITY_SKELETONS} label={intl.formatMessage({ id: 'progress.city.board.loading' })} />;
  }
  if (board.isError) return <LoadError messageId="progress.city.board.error" onRetry={() => void board.refetch()} />;
  return <CityRanking reply={board.data} />;
}

function CityRanking({ reply }: { reply: CityLeaderboardReply }) {
  const intl = useIntl();
  const titleId = useId();
  const place = { city: reply.city, country: reply.country };
  return (
    <section className="progress-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-section__title">
        <FormattedMessage id="progress.city.board.title" values={place} />
      </h2>
      {reply.leaderboard.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'progress.city.board.empty.title' })}
          body={intl.formatMessage({ id: 'progress.city.board.empty.body' }, place)}
        />
      ) : (
        <ol className="progress-ranking">
          {reply.leaderboard.map((entry) => (
            <li
              key={entry.userId}
              className={entry.you ? 'progress-ranking__row progress-ranking__row--you' : 'progress-ranking__row'}
              aria-current={entry.you ? 'true' : undefined}
            >
              <Medal rank={entry.rank} />
              <div className="progress-ranking__who">
                <p className="progress-ranking__name">
                  <span className="progress-name">{entry.label}</span>
                  {entry.you ? <YouChip /> : null}
                </p>
                <p className="progress-ranking__facts">
                  <span>{intl.formatMessage({ id: 'progress.workouts' }, { count: entry.totalWorkouts })}</span>
                  <span>{intl.formatMessage({ id: 'progress.city.board.streak' }, { count: entry.currentStreak })}</span>
                  {entry.lastActiveDate ? (
                    <span>
                      <FormattedMessage
                        id="progress.city.board.last-active"
                        values={{ date: <time dateTime={entry.lastActiveDate}>{intl.formatDate(entry.lastActiveDate, DAY)}</time> }}
                      />
                    </span>
                  ) : null}
                </p>
              </div>
              <span className="progress-ranking__points">
                {intl.formatMessage({ id: 'progress.points' }, { count: entry.totalPoints })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
