import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TrainingPlace } from '../../../../contracts/workouts/session.schemas';
import { Icon } from '../../components/ui/icon';
import { TrainingPlaceMessages } from './training-place-messages';
import './training-place.css';

const CITY_LEADERBOARD = '/city-leaderboard';

/** The city's board on /city-leaderboard, opened on its tab (the page keeps its choice in the address). */
export const cityBoardPath = ({ city, country }: TrainingPlace): string =>
  `${CITY_LEADERBOARD}?${new URLSearchParams({ tab: 'city', city, country }).toString()}`;

/** Where a recorded workout counted, with the way to that city's leaderboard. */
export function TrainingPlaceNote({ place }: { place: TrainingPlace }) {
  return (
    <TrainingPlaceMessages>
      <p className="training-place-note" data-testid="training-place-note">
        <Icon name="pin" size={18} className="training-place__icon" />
        <span>
          <FormattedMessage id="training-place.note" values={place} />{' '}
          <Link to={cityBoardPath(place)} className="training-place-note__link">
            <FormattedMessage id="training-place.note-link" values={{ city: place.city }} />
          </Link>
        </span>
      </p>
    </TrainingPlaceMessages>
  );
}
