import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FITNESS_GOALS, GENDERS, LIMITS, REGISTER_DEFAULTS, UNIT_SYSTEMS, type UnitSystem } from '../../../../../contracts/accounts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { getDeviceId } from '../../../identity/device-id';
import { useSession } from '../../../session';
import { convertTyped, heightRange, heightToCm, weightRange, weightToKg } from '../../../units/units';
import { fieldsOf, RegisterBodySchema, useRegister } from '../api/auth.api';
import { useReturnTo } from '../return-to';
import { useAuthForm } from '../use-auth-form';
import { NewAccountFields, SubmitProblem, useFieldError, ValidationStatus } from './form-parts';

/** A number typed in a field; empty stays "not a number" so the rule says "must be a number", not "at least 13". */
export function numberFrom(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

const INITIAL = {
  username: '',
  email: '',
  password: '',
  name: '',
  age: String(REGISTER_DEFAULTS.age),
  heightCm: String(REGISTER_DEFAULTS.heightCm),
  weightKg: String(REGISTER_DEFAULTS.weightKg),
  gender: REGISTER_DEFAULTS.gender as string,
  fitnessGoal: REGISTER_DEFAULTS.fitnessGoal as string,
  unitSystem: 'metric' as string,
};

const unitOf = (value: string): UnitSystem => (value === 'imperial' ? 'imperial' : 'metric');
const typedNumber = (text: string): number | null => (text.trim() === '' ? null : numberFrom(text));

/**
 * Registration (spec 1 §2, §5): account and profile fields with the spec's
 * defaults, checked with the contract's own rules. The device id goes along,
 * so what this device did anonymously becomes the new account's.
 */
export function RegisterForm() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegister();
  const form = useAuthForm({
    formRef,
    initial: INITIAL,
    validate: (values) => {
      // Height and weight are typed in the chosen units; the account stores centimetres and kilograms.
      const unit = unitOf(values.unitSystem);
      const parsed = RegisterBodySchema.safeParse({
        ...values,
        unitSystem: unit,
        age: numberFrom(values.age),
        heightCm: heightToCm(numberFrom(values.heightCm), unit),
        weightKg: weightToKg(numberFrom(values.weightKg), unit),
      });
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldsOf(parsed.error) };
    },
    submit: async (body) => {
      const outcome = await register.mutateAsync({ ...body, deviceId: getDeviceId() });
      if (!outcome.ok) return outcome;
      session.signIn(outcome.reply);
      toast.show({ title: intl.formatMessage({ id: 'auth.register.success' }), tone: 'success' });
      void navigate(returnTo, { replace: true });
      return { ok: true };
    },
  });
  const error = useFieldError(form.fields);
  const text = (id: string) => intl.formatMessage({ id });
  const genders = GENDERS.map((value) => ({ value, label: text(`auth.gender.${value}`) }));
  const goals = FITNESS_GOALS.map((value) => ({ value, label: text(`auth.goal.${value}`) }));
  const unit = unitOf(form.values.unitSystem);
  const imperial = unit === 'imperial';
  const heights = heightRange(unit, { min: LIMITS.heightMin, max: LIMITS.heightMax });
  const weights = weightRange(unit);
  const switchUnits = (next: UnitSystem) =>
    form.setValues((current) => {
      const from = unitOf(current.unitSystem);
      return {
        ...current,
        unitSystem: next,
        heightCm: convertTyped(current.heightCm, 'height', from, next, typedNumber),
        weightKg: convertTyped(current.weightKg, 'weight', from, next, typedNumber),
      };
    });

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={form.busy}>
      <fieldset className="auth-form__group">
        <legend className="auth-form__legend">
          <FormattedMessage id="auth.register.account-legend" />
        </legend>
        <NewAccountFields bind={form.bind} error={error} />
      </fieldset>
      <fieldset className="auth-form__group">
        <legend className="auth-form__legend">
          <FormattedMessage id="auth.register.profile-legend" />
        </legend>
        <p className="auth-form__muted auth-form__group-hint">
          <FormattedMessage id="auth.register.profile-hint" />
        </p>
        <TextField label={text('auth.field.name')} autoComplete="name" required error={error('name')} {...form.bind('name')} />
        {/* The unit system before height and weight: it decides what those fields are in. */}
        <fieldset className="auth-form__units">
          <legend className="field__label">
            <FormattedMessage id="auth.field.units" />
          </legend>
          <div className="segmented">
            {UNIT_SYSTEMS.map((option) => (
              <label key={option} className="segmented__option">
                <input type="radio" name="unitSystem" value={option} checked={unit === option} onChange={() => switchUnits(option)} />
                <span>
                  <FormattedMessage id={`auth.units.${option}`} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="auth-form__row auth-form__row--3">
          <TextField
            label={text('auth.field.age')}
            type="number"
            inputMode="numeric"
            min={13}
            max={100}
            step={1}
            required
            error={error('age')}
            {...form.bind('age')}
          />
          <TextField
            label={text(imperial ? 'auth.field.height-in' : 'auth.field.height')}
            type="number"
            inputMode="numeric"
            min={heights.min}
            max={heights.max}
            step={1}
            required
            error={error('heightCm')}
            {...form.bind('heightCm')}
          />
          <TextField
            label={text(imperial ? 'auth.field.weight-lb' : 'auth.field.weight')}
            type="number"
            inputMode={imperial ? 'numeric' : 'decimal'}
            min={weights.min}
            max={weights.max}
            step={imperial ? 1 : 0.1}
            required
            error={error('weightKg')}
            {...form.bind('weightKg')}
          />
        </div>
        <div className="auth-form__row">
          <SelectField label={text('auth.field.gender')} options={genders} error={error('gender')} {...form.bind('gender')} />
          <SelectField label={text('auth.field.fitness-goal')} options={goals} error={error('fitnessGoal')} {...form.bind('fitnessGoal')} />
        </div>
      </fieldset>
      <ValidationStatus count={form.invalidCount} />
      <SubmitProblem problem={form.problem} />
      <Button type="submit" size="lg" block disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.register.submitting' : 'auth.register.submit'} />
      </Button>
    </form>
  );
}
