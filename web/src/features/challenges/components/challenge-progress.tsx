import { useIntl } from 'react-intl';
import type { UserChallenge } from '../../../../../contracts/community/challenges.schemas';

/** How full the bar is: progress over target as a whole percent, never past 100 (spec 2 §2: bar max 100). */
export function progressPercent(progress: number, target: number): number {
  return Math.min(100, Math.floor((progress / target) * 100));
}

/** Where the traveller stands in a challenge they joined: the bar, the figures, their rank, and a completion. */
export function ChallengeProgress({ standing }: { standing: UserChallenge }) {
  const intl = useIntl();
  const percent = progressPercent(standing.currentProgress, standing.targetValue);
  const figures = intl.formatMessage(
    { id: 'challenges.progress.value' },
    { progress: standing.currentProgress, target: standing.targetValue },
  );
  return (
    <div className="challenge-progress">
      <div className="challenge-progress__figures">
        <span className="challenge-progress__label">{intl.formatMessage({ id: 'challenges.progress.label' })}</span>
        <span className="challenge-progress__value">{figures}</span>
      </div>
      <div
        className="challenge-progress__bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'challenges.progress.label' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
      >
        <span className="challenge-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="challenge-progress__standing">
        <span>{intl.formatMessage({ id: 'challenges.rank' }, { rank: standing.rank })}</span>
        {standing.completedAt ? (
          <span className="challenge-progress__done">{intl.formatMessage({ id: 'challenges.completed' })}</span>
        ) : null}
      </p>
    </div>
  );
}
