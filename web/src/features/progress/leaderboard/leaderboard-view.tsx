import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROGRESS_LIMITS, type LeaderboardReply } from '../../../../../contracts/gamification/progress.schemas';
import { LinkButton } from '../../../components/ui/button';
import { EmptyState, YouChip } from '../components/page-states';
import { Medal, Rank } from '../components/medal';

type Entry = LeaderboardReply['leaderboard'][number];

/** Where "Start a workout" leads: quick flight mode, whose workouts earn points (the one-time free workout at /free records none). */
const START_WORKOUT = '/quick-flight';

export function LeaderboardView({ reply }: { reply: LeaderboardReply }) {
  const intl = useIntl();
  return (
    <>
      <OwnRank me={reply.me} />
      {reply.leaderboard.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'progress.leaderboard.empty.title' })}
          body={intl.formatMessage({ id: 'progress.leaderboard.empty.body' })}
        />
      ) : (
        <>
          <Podium entries={reply.leaderboard.slice(0, PROGRESS_LIMITS.podium)} />
          <Ranking entries={reply.leaderboard} />
        </>
      )}
    </>
  );
}

/** The viewer's own place, even far outside the top 50 ("You are #12,345"), or how to get one. */
function OwnRank({ me }: { me: LeaderboardReply['me'] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="progress-card progress-me" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-card__eyebrow">
        <FormattedMessage id="progress.leaderboard.me.title" />
      </h2>
      {me ? (
        <>
          <p className="progress-me__rank">
            <FormattedMessage id="progress.leaderboard.me.rank" values={{ rank: me.rank }} />
          </p>
          <p className="progress-me__detail">
            <span className="progress-me__label">{me.label}</span>
            <span>{intl.formatMessage({ id: 'progress.points' }, { count: me.total })}</span>
          </p>
        </>
      ) : (
        <>
          <p className="progress-me__rank progress-me__rank--none">
            <FormattedMessage id="progress.leaderboard.me.none.title" />
          </p>
          <p className="progress-me__detail">
            <FormattedMessage id="progress.leaderboard.me.none.body" />
          </p>
          <LinkButton to={START_WORKOUT} size="sm" className="progress-me__cta">
            <FormattedMessage id="progress.start-workout" />
          </LinkButton>
        </>
      )}
    </section>
  );
}

/** The top 3 on a podium; on wider screens the winner stands in the middle. */
function Podium({ entries }: { entries: Entry[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="progress-podium" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-section__title">
        <FormattedMessage id="progress.leaderboard.podium.title" />
      </h2>
      <ol className="progress-podium__steps">
        {entries.map((entry, index) => (
          <li
            key={entry.userId}
            className={`progress-podium__step progress-podium__step--${index + 1}${entry.you ? ' progress-podium__step--you' : ''}`}
          >
            <Medal rank={entry.rank} />
            <p className="progress-podium__name">
              <span className="progress-name">{entry.label}</span>
              {entry.you ? <YouChip /> : null}
            </p>
            <p className="progress-podium__points">{intl.formatMessage({ id: 'progress.points' }, { count: entry.total })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Everyone in the top 50, in order; ties share a rank. */
function Ranking({ entries }: { entries: Entry[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="progress-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-section__title">
        <FormattedMessage id="progress.leaderboard.list.title" />
      </h2>
      <ol className="progress-ranking">
        {entries.map((entry) => (
          <li
            key={entry.userId}
            className={entry.you ? 'progress-ranking__row progress-ranking__row--you' : 'progress-ranking__row'}
            aria-current={entry.you ? 'true' : undefined}
          >
            <Rank rank={entry.rank} className="progress-ranking__rank" />
            <span className="progress-ranking__name">
              <span className="progress-name">{entry.label}</span>
              {entry.you ? <YouChip /> : null}
            </span>
            <span className="progress-ranking__points">{intl.formatMessage({ id: 'progress.points' }, { count: entry.total })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
