import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

/** The four Pro benefits, as /app's "Start Your Free Trial" card lists them (spec 2 §2 item 2). */
const BENEFITS = ['generation', 'progress', 'library', 'plans'] as const;

/** What travellers without Pro see at /plan: what a plan is, the benefits and the trial. */
export function PlanUpsell() {
  return (
    <section className="plan-panel plan-upsell" aria-labelledby="plan-upsell-title">
      <h2 id="plan-upsell-title" className="plan-section__title">
        <FormattedMessage id="plan.upsell.title" />
      </h2>
      <p>
        <FormattedMessage id="plan.upsell.body" />
      </p>
      <ul className="plan-upsell__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" size={18} />
            <FormattedMessage id={`plan.upsell.benefit.${benefit}`} />
          </li>
        ))}
      </ul>
      <div className="plan-actions">
        <LinkButton to="/subscribe" size="lg">
          <FormattedMessage id="plan.upsell.action" />
        </LinkButton>
      </div>
      <p className="plan-muted">
        <FormattedMessage id="plan.upsell.note" />
      </p>
    </section>
  );
}
