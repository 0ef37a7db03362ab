import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan } from '../../../../../contracts/subscriptions';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '../billing-format';

/**
 * One plan of the catalogue as the subscribe screen and the paywall show it
 * (spec 1 §9: monthly $7.99, annual $59.90 per year, "save about $36", best
 * value): a list item named by the plan, with the page's own action as `children`.
 */
export function PlanCard({ plan, selected = false, children }: { plan: Plan; selected?: boolean; children: ReactNode }) {
  const intl = useIntl();
  const nameId = useId();
  const price = intl.formatNumber(plan.amountCents / 100, { style: 'currency', currency: plan.currency });
  const classes = ['plan-card', plan.bestValue ? 'plan-card--best' : '', selected ? 'plan-card--selected' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-labelledby={nameId}>
      {plan.bestValue ? (
        <span className="plan-card__best">
          <Icon name="sparkles" size={16} />
          <FormattedMessage id="subscribe.plans.best-value" />
        </span>
      ) : null}
      <h3 id={nameId} className="plan-card__name">
        <FormattedMessage id={plan.interval === 'month' ? 'subscribe.plans.monthly' : 'subscribe.plans.annual'} />
      </h3>
      <p className="plan-card__price">
        <FormattedMessage id={plan.interval === 'month' ? 'subscribe.plans.per-month' : 'subscribe.plans.per-year'} values={{ price }} />
      </p>
      {plan.yearlySavingCents > 0 ? (
        <p className="plan-card__save">
          <FormattedMessage
            id="subscribe.plans.save"
            values={{ amount: formatMoney(intl, Math.round(plan.yearlySavingCents / 100) * 100, plan.currency) }}
          />
        </p>
      ) : null}
      {plan.interval === 'year' ? (
        <p className="plan-card__extras">
          <FormattedMessage id="subscribe.plans.annual-extras" />
        </p>
      ) : null}
      {children}
    </li>
  );
}
