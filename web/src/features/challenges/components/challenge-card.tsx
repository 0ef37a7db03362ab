import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Challenge, UserChallenge } from '../../../../../contracts/community/challenges.schemas';
import { Button } from '../../../components/ui/button';
import { ChallengeProgress } from './challenge-progress';

const LAST_MOMENT_MS = 1;

/** What the card's button offers: joining, or why not. */
export type JoinState = 'join' | 'joining' | 'joined' | 'full' | 'ended';

export function joinStateOf(challenge: Challenge, joined: boolean, joining: boolean): JoinState {
  if (joined) return 'joined';
  if (joining) return 'joining';
  if (challenge.status === 'completed') return 'ended';
  return challenge.participantCount >= challenge.maxParticipants ? 'full' : 'join';
}

const BUTTON_TEXT: Record<JoinState, string> = {
  join: 'challenges.join',
  joining: 'challenges.joining',
  joined: 'challenges.joined',
  full: 'challenges.full',
  ended: 'challenges.ended',
};

/**
 * One challenge (spec 2 §2 Challenges): its kind, title, description, goal,
 * dates and participants; the traveller's progress bar and rank once they
 * joined; Join, which becomes Joined. Dates are the challenge's days in UTC,
 * as the recurring challenges run, the end date being the last day counted.
 */
export function ChallengeCard({
  challenge,
  standing,
  state,
  onJoin,
}: {
  challenge: Challenge;
  standing: UserChallenge | undefined;
  state: JoinState;
  onJoin: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const start = new Date(challenge.startDate);
  const lastDay = new Date(new Date(challenge.endDate).getTime() - LAST_MOMENT_MS);
  const dates = intl.formatDateTimeRange(start, lastDay, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  const target = intl.formatMessage({ id: `challenges.target.${challenge.type}` }, { count: challenge.targetValue });
  const status =
    challenge.status === 'upcoming'
      ? intl.formatMessage(
          { id: 'challenges.status.upcoming' },
          { date: intl.formatDate(start, { timeZone: 'UTC', day: 'numeric', month: 'short' }) },
        )
      : challenge.status === 'completed'
        ? intl.formatMessage({ id: 'challenges.status.completed' })
        : null;

  return (
    <article className={`challenge-card challenge-card--${challenge.type}`} aria-labelledby={titleId}>
      <div className="challenge-card__top">
        <span className="challenge-card__type">{intl.formatMessage({ id: `challenges.type.${challenge.type}` })}</span>
        {status ? <span className={`challenge-card__status challenge-card__status--${challenge.status}`}>{status}</span> : null}
      </div>
      <h3 id={titleId} className="challenge-card__title">
        {challenge.title}
      </h3>
      {challenge.description ? <p className="challenge-card__description">{challenge.description}</p> : null}
      <ul className="challenge-card__facts">
        <li>{intl.formatMessage({ id: 'challenges.goal' }, { target })}</li>
        <li>
          <span className="visually-hidden">{intl.formatMessage({ id: 'challenges.dates' })}: </span>
          {dates}
        </li>
        <li>
          {intl.formatMessage({ id: 'challenges.participants' }, { count: challenge.participantCount, max: challenge.maxParticipants })}
        </li>
      </ul>
      {standing ? <ChallengeProgress standing={standing} /> : null}
      <Button
        className="challenge-card__join"
        variant={state === 'join' ? 'primary' : 'secondary'}
        size="sm"
        disabled={state !== 'join'}
        onClick={onJoin}
      >
        {intl.formatMessage({ id: BUTTON_TEXT[state] })}
      </Button>
    </article>
  );
}
