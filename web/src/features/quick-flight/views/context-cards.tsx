import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { QUICK_CONTEXTS, type QuickContextId } from '../../../../../contracts/workouts/quick-flight';
import { Icon, type IconName } from '../../../components/ui/icon';

const ICONS: Record<QuickContextId, IconName> = { gate: 'plane', taxi: 'pin', hotel: 'bed', meeting: 'briefcase' };

/** The four quick contexts (spec 2 §2, §9): a card each, with its minutes; choosing one asks for the workout. */
export function ContextCards({ onChoose }: { onChoose: (context: QuickContextId) => void }) {
  const legendId = useId();
  return (
    <section className="quick-contexts" aria-labelledby={legendId}>
      <h2 id={legendId} className="quick-contexts__legend">
        <FormattedMessage id="quick-flight.context.legend" />
      </h2>
      <ul className="quick-contexts__list">
        {QUICK_CONTEXTS.map(({ id, minutes }) => (
          <li key={id}>
            <button type="button" className="quick-context" data-context={id} onClick={() => onChoose(id)}>
              <Icon name={ICONS[id]} size={26} className="quick-context__icon" />
              <span className="quick-context__name">
                <FormattedMessage id={`quick-flight.context.${id}.name`} />
              </span>
              <span className="quick-context__minutes">
                <FormattedMessage id="quick-flight.context.minutes" values={{ minutes }} />
              </span>
              <span className="quick-context__description">
                <FormattedMessage id={`quick-flight.context.${id}.description`} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
