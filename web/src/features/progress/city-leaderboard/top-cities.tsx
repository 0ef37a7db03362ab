import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTopCities, type CityChoice } from '../api/progress.api';
import { EmptyState, LoadError, SkeletonRows } from '../components/page-states';

/** Spec 2 §9: six placeholder cards while the city lists load. */
export const CITY_SKELETONS = 6;

/** Most Active Cities: a card per city with its travellers and top score; choosing one opens its leaderboard. */
export function TopCities({ onChoose }: { onChoose: (choice: CityChoice) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const cities = useTopCities();
  return (
    <section className="progress-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-section__title">
        <FormattedMessage id="progress.city.top.title" />
      </h2>
      {cities.isPending ? (
        <SkeletonRows count={CITY_SKELETONS} variant="card" label={intl.formatMessage({ id: 'progress.city.top.loading' })} />
      ) : cities.isError ? (
        <LoadError messageId="progress.city.top.error" onRetry={() => void cities.refetch()} />
      ) : cities.data.cities.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'progress.city.top.empty.title' })}
          body={intl.formatMessage({ id: 'progress.city.top.empty.body' })}
        />
      ) : (
        <ul className="progress-cities">
          {cities.data.cities.map((summary) => (
            <li key={`${summary.city}|${summary.country}`}>
              <button
                type="button"
                className="progress-city-card"
                onClick={() => onChoose({ city: summary.city, country: summary.country })}
              >
                <span className="progress-city-card__city">{summary.city}</span>
                <span className="progress-city-card__country">{summary.country}</span>
                <span className="progress-city-card__facts">
                  <span>{intl.formatMessage({ id: 'progress.city.top.travelers' }, { count: summary.totalParticipants })}</span>
                  <span>{intl.formatMessage({ id: 'progress.city.top.top-score' }, { score: summary.topScore })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
