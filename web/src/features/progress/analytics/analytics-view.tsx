import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROGRESS_LIMITS, type AnalyticsStats } from '../../../../../contracts/gamification/progress.schemas';
import { LinkButton } from '../../../components/ui/button';
import { EmptyState } from '../components/page-states';
import { StatTiles } from '../components/stat-tiles';
import { WorkoutList } from '../components/workout-list';
import { useBadgeName, usePlaceName } from '../workout-words';
import { BarChart } from '../../../components/ui/bar-chart';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A titled block of the analytics page. */
function Block({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="progress-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="progress-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AnalyticsView({ stats }: { stats: AnalyticsStats }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
  const tiles = [
    { key: 'workouts', label: t('progress.analytics.totals.workouts'), value: intl.formatNumber(stats.totalWorkouts) },
    { key: 'minutes', label: t('progress.analytics.totals.minutes'), value: intl.formatNumber(stats.totalMinutes) },
    {
      key: 'calories',
      label: t('progress.analytics.totals.calories'),
      value: intl.formatNumber(stats.totalCalories),
      hint: t('progress.analytics.totals.calories-hint'),
    },
    { key: 'streak', label: t('progress.analytics.totals.streak'), value: t('progress.days', { count: stats.streak.current }) },
  ];
  return (
    <>
      <StatTiles label={t('progress.analytics.totals.label')} tiles={tiles} />
      {stats.totalWorkouts === 0 ? (
        <EmptyState
          title={t('progress.analytics.empty.title')}
          body={t('progress.analytics.empty.body')}
          action={
            <LinkButton to="/app" size="sm">
              <FormattedMessage id="progress.start-workout" />
            </LinkButton>
          }
        />
      ) : (
        <div className="progress-columns">
          <WorkoutsByType byType={stats.workoutsByType} />
          <TopLocations locations={stats.locations} />
          <Badges badges={stats.badges} />
          <Recent workouts={stats.recentWorkouts} />
        </div>
      )}
    </>
  );
}

function WorkoutsByType({ byType }: { byType: AnalyticsStats['workoutsByType'] }) {
  const intl = useIntl();
  const titleId = useId();
  const placeName = usePlaceName();
  const title = intl.formatMessage({ id: 'progress.analytics.by-type.title' });
  const bars = Object.entries(byType)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([type, count]) => ({ key: type, label: placeName(type), value: count }));
  return (
    <Block titleId={titleId} title={title}>
      <BarChart
        caption={title}
        columns={{
          label: intl.formatMessage({ id: 'progress.analytics.by-type.column.type' }),
          value: intl.formatMessage({ id: 'progress.analytics.by-type.column.count' }),
        }}
        bars={bars}
        formatValue={(value) => intl.formatNumber(value)}
      />
    </Block>
  );
}

function TopLocations({ locations }: { locations: AnalyticsStats['locations'] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Block titleId={titleId} title={intl.formatMessage({ id: 'progress.analytics.locations.title' })}>
      <ol className="progress-places">
        {locations.slice(0, PROGRESS_LIMITS.topLocations).map((place) => (
          <li key={`${place.city}|${place.country}`} className="progress-places__item">
            <span className="progress-places__name">
              {place.city}, {place.country}
            </span>
            <span className="progress-places__count">{intl.formatMessage({ id: 'progress.workouts' }, { count: place.workouts })}</span>
          </li>
        ))}
      </ol>
    </Block>
  );
}

function Badges({ badges }: { badges: AnalyticsStats['badges'] }) {
  const intl = useIntl();
  const titleId = useId();
  const badgeName = useBadgeName();
  return (
    <Block titleId={titleId} title={intl.formatMessage({ id: 'progress.analytics.badges.title' })}>
      {badges.length === 0 ? (
        <p className="progress-muted">
          <FormattedMessage id="progress.analytics.badges.empty" />
        </p>
      ) : (
        <ul className="progress-badges">
          {badges.map((badge) => (
            <li key={badge.code} className="progress-badges__item">
              <span className="progress-badges__name">{badgeName(badge.code)}</span>
              <span className="progress-badges__date">
                <FormattedMessage
                  id="progress.analytics.badges.earned"
                  values={{ date: <time dateTime={badge.awardedAt}>{intl.formatDate(badge.awardedAt, DAY)}</time> }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function Recent({ workouts }: { workouts: AnalyticsStats['recentWorkouts'] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Block titleId={titleId} title={intl.formatMessage({ id: 'progress.analytics.recent.title' })}>
      <WorkoutList workouts={workouts.slice(0, PROGRESS_LIMITS.recentSessions)} />
    </Block>
  );
}
