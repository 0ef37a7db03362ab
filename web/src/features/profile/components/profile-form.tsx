import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FITNESS_GOALS, GENDERS, UNIT_SYSTEMS, type UnitSystem, type User } from '../../../../../contracts/accounts';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useUpdateProfile } from '../api/profile.api';
import {
  switchUnits,
  validateProfileForm,
  valuesFromProfile,
  type FieldProblem,
  type FieldProblems,
  type ProfileField,
  type ProfileFormValues,
} from '../profile-form.model';
import { problemMessage } from '../profile-problems';

const FIELD_ORDER: ProfileField[] = ['name', 'age', 'height', 'weight'];

/**
 * Personal Info (spec 1 §2, §5): name, age, height, weight, gender, unit
 * system and fitness goal. Height and weight are typed in the chosen units and
 * sent in centimetres and kilograms. Problems are shown under each field, summed
 * up in an alert, and focus moves to the first field to fix.
 */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateProfile();
  const titleId = useId();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromProfile(user));
  const [problems, setProblems] = useState<FieldProblems>({});
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const unitName = (code: string) => t(`profile.unit.${code}`);

  const problemText = (problem: FieldProblem | undefined) => {
    if (!problem) return undefined;
    const v = problem.values;
    return t(problem.id, v && typeof v.unit === 'string' ? { ...v, unit: unitName(v.unit) } : v);
  };

  const set = (field: keyof ProfileFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in problems) setProblems(({ [field as ProfileField]: _fixed, ...rest }) => rest);
  };

  const setUnits = (next: UnitSystem) => {
    setValues((current) => switchUnits(current, next));
    setProblems(({ height: _h, weight: _w, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = validateProfileForm(values);
    if (!outcome.ok) {
      setProblems(outcome.problems);
      const first = FIELD_ORDER.find((field) => outcome.problems[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setProblems({});
    update.mutate(outcome.patch, {
      onSuccess: () => toast.show({ title: t('profile.form.updated'), tone: 'success' }),
      onError: (error) => toast.show({ title: problemMessage(intl, error, 'profile.error.update-failed'), tone: 'error' }),
    });
  };

  const problemCount = Object.keys(problems).length;
  const heightUnit = unitName(values.unitSystem === 'metric' ? 'cm' : 'in');
  const weightUnit = unitName(values.unitSystem === 'metric' ? 'kg' : 'lb');
  const choose = { value: '', label: t('profile.form.choose') };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        <FormattedMessage id="profile.form.title" />
      </h2>
      <form className="profile-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {problemCount > 0 ? (
          <FormAlert>
            <FormattedMessage id="profile.form.errors-summary" values={{ count: problemCount }} />
          </FormAlert>
        ) : null}
        {/* The unit system first: it decides what the height and weight fields below are in. */}
        <fieldset className="profile-form__units">
          <legend className="field__label">
            <FormattedMessage id="profile.form.units" />
          </legend>
          <div className="segmented">
            {UNIT_SYSTEMS.map((unit) => (
              <label key={unit} className="segmented__option">
                <input type="radio" name="unitSystem" value={unit} checked={values.unitSystem === unit} onChange={() => setUnits(unit)} />
                <span>
                  <FormattedMessage id={`profile.units.${unit}`} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="profile-form__grid">
          <TextField
            ref={(el) => {
              inputs.current.name = el;
            }}
            name="name"
            label={t('profile.form.name')}
            autoComplete="name"
            maxLength={200}
            value={values.name}
            error={problemText(problems.name)}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextField
            ref={(el) => {
              inputs.current.age = el;
            }}
            name="age"
            type="number"
            inputMode="numeric"
            min={13}
            max={100}
            step={1}
            label={t('profile.form.age')}
            hint={t('profile.form.optional')}
            value={values.age}
            error={problemText(problems.age)}
            onChange={(e) => set('age', e.currentTarget.value)}
          />
          <TextField
            ref={(el) => {
              inputs.current.height = el;
            }}
            name="height"
            type="number"
            inputMode="decimal"
            step={1}
            label={t('profile.form.height', { unit: heightUnit })}
            value={values.height}
            error={problemText(problems.height)}
            onChange={(e) => set('height', e.currentTarget.value)}
          />
          <TextField
            ref={(el) => {
              inputs.current.weight = el;
            }}
            name="weight"
            type="number"
            inputMode={values.unitSystem === 'metric' ? 'decimal' : 'numeric'}
            step={values.unitSystem === 'metric' ? 0.1 : 1}
            label={t('profile.form.weight', { unit: weightUnit })}
            hint={t('profile.form.optional')}
            value={values.weight}
            error={problemText(problems.weight)}
            onChange={(e) => set('weight', e.currentTarget.value)}
          />
          <SelectField
            name="gender"
            label={t('profile.form.gender')}
            value={values.gender}
            options={[...(values.gender ? [] : [choose]), ...GENDERS.map((g) => ({ value: g, label: t(`profile.gender.${g}`) }))]}
            onChange={(e) => set('gender', e.currentTarget.value)}
          />
          <SelectField
            name="fitnessGoal"
            label={t('profile.form.goal')}
            value={values.fitnessGoal}
            options={[...(values.fitnessGoal ? [] : [choose]), ...FITNESS_GOALS.map((g) => ({ value: g, label: t(`profile.goal.${g}`) }))]}
            onChange={(e) => set('fitnessGoal', e.currentTarget.value)}
          />
        </div>
        <div className="profile-form__actions">
          <Button type="submit" disabled={update.isPending}>
            <FormattedMessage id={update.isPending ? 'profile.form.saving' : 'profile.form.save'} />
          </Button>
        </div>
      </form>
    </section>
  );
}
