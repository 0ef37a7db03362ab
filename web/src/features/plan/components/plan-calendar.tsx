import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TravelPlan } from '../../../../../contracts/plans/plan.schemas';
import type { LocalDate } from '../../../../../contracts/plans/trips.schemas';
import { weekdayIndex, weekdayNames } from '../plan-format';
import { PlanDayView } from './plan-day';

/**
 * The 28 days: seven columns, Monday first, on wide screens; a list on
 * phones (the same list, laid out by CSS). Empty cells before the first day
 * keep the weekdays in their columns and are hidden from assistive
 * technology and from phones.
 */
export function PlanCalendar({ plan, today }: { plan: TravelPlan; today: LocalDate }) {
  const intl = useIntl();
  const titleId = useId();
  const lead = weekdayIndex(plan.startDate);
  return (
    <section className="plan-calendar" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-section__title">
        <FormattedMessage id="plan.calendar.title" />
      </h2>
      <div className="plan-calendar__weekdays" aria-hidden="true">
        {weekdayNames(intl.locale).map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="plan-calendar__days">
        {Array.from({ length: lead }, (_, index) => (
          <li key={`pad-${index}`} className="plan-calendar__pad" aria-hidden="true" />
        ))}
        {plan.days.map((day) => (
          <li key={day.date} className="plan-calendar__day" data-date={day.date}>
            <PlanDayView day={day} today={day.date === today} />
          </li>
        ))}
      </ol>
    </section>
  );
}
