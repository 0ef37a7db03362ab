import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../../../../../contracts/accounts';
import { heightFromCm, weightFromKg } from '../../../units/units';
import { planOf } from '../profile-problems';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value">{children}</dd>
    </div>
  );
}

const NotSet = () => (
  <span className="facts__empty">
    <FormattedMessage id="profile.facts.not-set" />
  </span>
);

/** Account type, e-mail and plan (spec 1 §2, Account tab). */
export function AccountFacts({ user }: { user: User }) {
  return (
    <dl className="facts">
      <Fact label={<FormattedMessage id="profile.account.type" />}>
        <FormattedMessage id={`profile.account.type.${user.accountType}`} />
      </Fact>
      <Fact label={<FormattedMessage id="profile.account.email" />}>{user.email ?? <NotSet />}</Fact>
      <Fact label={<FormattedMessage id="profile.account.plan" />}>
        <FormattedMessage id={`profile.plan.${planOf(user.subscriptionStatus)}`} />
      </Fact>
    </dl>
  );
}

/** The personal details, read-only, height and weight in the traveller's own units. */
export function PersonalFacts({ user }: { user: User }) {
  const intl = useIntl();
  const imperial = user.unitSystem === 'imperial';
  const measure = (value: number | null, convert: (v: number) => number, unit: string) =>
    value === null ? <NotSet /> : `${intl.formatNumber(convert(value))} ${intl.formatMessage({ id: `profile.unit.${unit}` })}`;
  return (
    <dl className="facts">
      <Fact label={<FormattedMessage id="profile.form.name" />}>{user.name ?? <NotSet />}</Fact>
      <Fact label={<FormattedMessage id="profile.form.age" />}>{user.age === null ? <NotSet /> : intl.formatNumber(user.age)}</Fact>
      <Fact label={<FormattedMessage id="profile.facts.height" />}>
        {measure(user.heightCm, (cm) => heightFromCm(cm, user.unitSystem), imperial ? 'in' : 'cm')}
      </Fact>
      <Fact label={<FormattedMessage id="profile.facts.weight" />}>
        {measure(user.weightKg, (kg) => weightFromKg(kg, user.unitSystem), imperial ? 'lb' : 'kg')}
      </Fact>
      <Fact label={<FormattedMessage id="profile.form.gender" />}>
        {user.gender ? <FormattedMessage id={`profile.gender.${user.gender}`} /> : <NotSet />}
      </Fact>
      <Fact label={<FormattedMessage id="profile.form.goal" />}>
        {user.fitnessGoal ? <FormattedMessage id={`profile.goal.${user.fitnessGoal}`} /> : <NotSet />}
      </Fact>
      <Fact label={<FormattedMessage id="profile.form.units" />}>
        <FormattedMessage id={`profile.units.${user.unitSystem}`} />
      </Fact>
    </dl>
  );
}
