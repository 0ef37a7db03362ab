import { FormattedMessage, useIntl } from 'react-intl';
import type { JetLagGuidance, PlanDay, PlanSession } from '../../../../../contracts/plans/plan.schemas';
import { LinkButton } from '../../../components/ui/button';
import { formatClock, formatDay, zonePlace } from '../plan-format';

/** The generator's entry for a planned session: it plays the stored workout, without generating. */
export const startLink = (day: PlanDay, session: PlanSession) =>
  `/app?${new URLSearchParams({ plan: day.date, session: session.id }).toString()}`;

/** The place whose clock a time is told in: a city of the day or its flight, else the zone's own name. */
export function placeOf(day: PlanDay, timeZone: string): string {
  const candidates = [day.flight?.from, day.flight?.to, day.city];
  return candidates.find((city) => city?.timeZone === timeZone)?.name ?? zonePlace(timeZone);
}

/** "07:40 New York time" */
export function PlaceTime({ time, place }: { time: string; place: string }) {
  const intl = useIntl();
  return <FormattedMessage id="plan.time.at-place" values={{ time: formatClock(intl.locale, time), place }} />;
}

/**
 * One day of the plan: its date, what kind of day it is, where the traveller
 * is, the flight (route, local departure), its sessions with their local
 * times, and the jet-lag guidance on the days after an arrival.
 */
export function PlanDayView({ day, today }: { day: PlanDay; today: boolean }) {
  const intl = useIntl();
  return (
    <article className={`plan-day plan-day--${day.kind}${today ? ' plan-day--today' : ''}`} aria-current={today ? 'date' : undefined}>
      <header className="plan-day__header">
        <h3 className="plan-day__date">{formatDay(intl.locale, day.date)}</h3>
        {today ? (
          <span className="plan-day__today">
            <FormattedMessage id="plan.day.today" />
          </span>
        ) : null}
        <span className="plan-day__kind">
          <FormattedMessage id={`plan.day.kind.${day.kind}`} />
        </span>
      </header>
      {day.kind === 'away' && day.city ? (
        <p className="plan-day__city">
          <FormattedMessage id="plan.day.in-city" values={{ city: day.city.name, country: day.city.country }} />
        </p>
      ) : null}
      {day.flight ? (
        <p className="plan-day__flight">
          <FormattedMessage
            id="plan.flight.route"
            values={{
              from: day.flight.from?.name ?? zonePlace(day.flight.departureTimeZone),
              to: day.flight.to?.name ?? zonePlace(day.flight.arrivalTimeZone),
            }}
          />{' '}
          <FormattedMessage
            id="plan.flight.departs"
            values={{
              when: <PlaceTime time={day.flight.departureLocalTime} place={placeOf(day, day.flight.departureTimeZone)} />,
            }}
          />
        </p>
      ) : null}
      {day.sessions.length === 0 ? (
        <p className="plan-day__rest">
          <FormattedMessage id="plan.day.rest" />
        </p>
      ) : (
        <ul className="plan-day__sessions">
          {day.sessions.map((session) => (
            <li key={session.id} className="plan-session" data-slot={session.slot}>
              <span className="plan-session__slot">
                <FormattedMessage id={`plan.slot.${session.slot}`} />
              </span>
              <span className="plan-session__title">{session.workout.displayTitle}</span>
              <span className="plan-session__meta">
                <FormattedMessage id="plan.session.minutes" values={{ minutes: session.minutes }} />
                {' · '}
                <PlaceTime time={session.localTime} place={placeOf(day, session.timeZone)} />
                {session.lighter ? (
                  <>
                    {' · '}
                    <FormattedMessage id="plan.session.lighter" />
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {day.guidance ? <GuidanceCard guidance={day.guidance} place={placeOf(day, day.guidance.timeZone)} /> : null}
    </article>
  );
}

/**
 * Jet-lag timing (issue 14): general guidance, not medical advice, in the
 * destination's local time. The training window and the disclaimer always
 * show; the why and the hours to avoid unfold on a tap, so a week's row of
 * the calendar stays readable.
 */
export function GuidanceCard({ guidance, place }: { guidance: JetLagGuidance; place: string }) {
  const intl = useIntl();
  const window = (from: string, to: string) => ({
    from: formatClock(intl.locale, from),
    to: formatClock(intl.locale, to),
    place,
  });
  return (
    <aside className="plan-guidance" aria-label={intl.formatMessage({ id: 'plan.guidance.title' })}>
      <details className="plan-guidance__details">
        <summary className="plan-guidance__summary">
          <span className="plan-guidance__title">
            <FormattedMessage id="plan.guidance.title" />
          </span>
          <span className="plan-guidance__window">
            <FormattedMessage id="plan.guidance.train" values={window(guidance.trainWindow.from, guidance.trainWindow.to)} />
          </span>
          <span className="plan-guidance__disclaimer">
            <FormattedMessage id="plan.guidance.disclaimer" />
          </span>
        </summary>
        <p>
          <FormattedMessage
            id={`plan.guidance.${guidance.direction}`}
            values={{ hours: guidance.shiftHours, day: guidance.dayAfterArrival }}
          />
        </p>
        {guidance.avoidWindow ? (
          <p>
            <FormattedMessage id="plan.guidance.avoid" values={window(guidance.avoidWindow.from, guidance.avoidWindow.to)} />
          </p>
        ) : null}
      </details>
    </aside>
  );
}

/** Today's first session, one tap from the player. */
export function TodayCard({ day }: { day: PlanDay | undefined }) {
  const session = day?.sessions[0];
  return (
    <section className="plan-today" aria-labelledby="plan-today-title">
      <h2 id="plan-today-title" className="plan-section__title">
        <FormattedMessage id="plan.today.title" />
      </h2>
      {!day ? (
        <p>
          <FormattedMessage id="plan.today.outside" />
        </p>
      ) : !session ? (
        <p>
          <FormattedMessage id="plan.today.rest" />
        </p>
      ) : (
        <>
          <p className="plan-today__workout">
            <strong>{session.workout.displayTitle}</strong>{' '}
            <FormattedMessage id="plan.session.minutes" values={{ minutes: session.minutes }} />
          </p>
          <LinkButton to={startLink(day, session)} size="lg">
            <FormattedMessage id="plan.today.start" />
          </LinkButton>
        </>
      )}
    </section>
  );
}
