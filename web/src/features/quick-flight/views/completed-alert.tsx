import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SessionOutcome } from '../../../../../contracts/gamification/progress.schemas';
import type { TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import { Icon } from '../../../components/ui/icon';
import { TrainingPlaceNote } from '../../training-place';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * The "Workout completed" alert (spec 2 §8): the points the workout earned
 * (`session.score`), the traveller's totals after it and any badge it
 * awarded, where it counted when the traveller said where they trained,
 * and the way to their place on the leaderboard. Announced when it appears,
 * and it takes the focus: the button pressed is gone and the cards below it
 * are what comes next.
 */
export function CompletedAlert({ outcome, place }: { outcome: SessionOutcome; place: TrainingPlace | null }) {
  const intl = useIntl();
  const alert = useFocusOnMount<HTMLDivElement>();
  const badges = outcome.newBadges.map(({ code }) => intl.formatMessage({ id: `gamification.badge.${code}.name` }));
  return (
    <div ref={alert} tabIndex={-1} className="quick-completed" role="alert">
      <Icon name="check" size={28} className="quick-completed__icon" />
      <div className="quick-completed__body">
        <p className="quick-completed__title">
          <FormattedMessage id="quick-flight.completed.title" />
        </p>
        <p className="quick-completed__points" data-testid="points-earned">
          <FormattedMessage id="quick-flight.completed.points" values={{ points: outcome.session.score }} />
        </p>
        <p className="quick-completed__totals">
          <FormattedMessage id="quick-flight.completed.totals" values={{ total: outcome.points.total, streak: outcome.streak.current }} />
        </p>
        {badges.length > 0 ? (
          <p className="quick-completed__badges">
            <Icon name="sparkles" size={18} />
            <FormattedMessage
              id="quick-flight.completed.badges"
              values={{ count: badges.length, names: intl.formatList(badges, { type: 'conjunction' }) }}
            />
          </p>
        ) : null}
        {place ? <TrainingPlaceNote place={place} /> : null}
        <p className="quick-completed__leaderboard">
          <Link to="/leaderboard" className="quick-completed__link">
            <FormattedMessage id="quick-flight.completed.leaderboard" />
          </Link>
        </p>
      </div>
    </div>
  );
}
