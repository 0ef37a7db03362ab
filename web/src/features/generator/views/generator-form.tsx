import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GENDERS } from '../../../../../contracts/accounts/accounts.schemas';
import { GENERATOR_LOCATIONS, GENERATOR_MINUTES, WORKOUT_TYPES } from '../../../../../contracts/workouts/generator.schemas';
import { LEVELS } from '../../../../../contracts/workouts/vocabulary';
import { Button } from '../../../components/ui/button';
import { SwitchField } from '../../../components/ui/switch-field';
import type { GeneratePlanInput } from '../machines/generator-flow.machine';
import { useFocusOnMount } from './use-focus-on-mount';
import { choicesOf, FEELINGS, INITIAL_FORM, SLEEP_HOURS, toggleWorkoutType, type GeneratorForm } from './form-model';

/** The generator form (spec 2 §2 item 1): every input has a default; the workout type is optional. */
export function GeneratorFormView({
  pending,
  onGenerate,
  focusOnMount,
}: {
  pending: boolean;
  onGenerate: (choices: GeneratePlanInput) => void;
  /** Back from a workout or a preview: start on the form's heading. */
  focusOnMount: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();
  const typeHintId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const [form, setForm] = useState<GeneratorForm>(INITIAL_FORM);
  const set = <K extends keyof GeneratorForm>(key: K, value: GeneratorForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="generator-form"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onGenerate(choicesOf(form));
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="generator__title">
        <FormattedMessage id="generator.form.title" />
      </h2>
      <Radios
        legend={<FormattedMessage id="generator.form.duration" />}
        name="minutes"
        values={GENERATOR_MINUTES}
        value={form.minutes}
        label={(minutes) => intl.formatMessage({ id: 'generator.form.minutes' }, { minutes })}
        onChange={(minutes) => set('minutes', minutes)}
      />
      <Radios
        legend={<FormattedMessage id="generator.form.intensity" />}
        name="intensity"
        values={LEVELS}
        value={form.intensity}
        label={(level) => intl.formatMessage({ id: `generator.intensity.${level}` })}
        onChange={(level) => set('intensity', level)}
      />
      <Radios
        legend={<FormattedMessage id="generator.form.gender" />}
        name="gender"
        values={GENDERS}
        value={form.gender}
        label={(gender) => intl.formatMessage({ id: `generator.gender.${gender}` })}
        onChange={(gender) => set('gender', gender)}
      />
      <Radios
        legend={<FormattedMessage id="generator.form.location" />}
        name="location"
        values={GENERATOR_LOCATIONS}
        value={form.location}
        label={(location) => intl.formatMessage({ id: `generator.location.${location}` })}
        onChange={(location) => set('location', location)}
      />
      <Radios
        legend={<FormattedMessage id="generator.form.feeling" />}
        name="feeling"
        values={FEELINGS}
        value={form.feeling}
        label={(feeling) => intl.formatMessage({ id: `generator.feeling.${feeling}` })}
        onChange={(feeling) => set('feeling', feeling)}
      />
      <Radios
        legend={<FormattedMessage id="generator.form.sleep" />}
        name="sleepHours"
        values={SLEEP_HOURS}
        value={form.sleepHours}
        label={(hours) => intl.formatMessage({ id: 'generator.form.sleep-value' }, { hours })}
        onChange={(hours) => set('sleepHours', hours)}
      />
      <fieldset className="generator-choices" aria-describedby={typeHintId}>
        <legend className="generator-choices__legend">
          <FormattedMessage id="generator.form.workout-type" />
        </legend>
        <p id={typeHintId} className="generator-choices__hint">
          <FormattedMessage id="generator.form.workout-type-hint" />
        </p>
        <div className="generator-choices__tiles">
          {WORKOUT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="generator-choices__tile"
              aria-pressed={form.workoutType === type}
              onClick={() => setForm((current) => toggleWorkoutType(current, type))}
            >
              <FormattedMessage id={`generator.type.${type}`} />
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="generator-choices">
        <legend className="generator-choices__legend">
          <FormattedMessage id="generator.form.modes" />
        </legend>
        <SwitchField
          name="quiet"
          label={<FormattedMessage id="generator.form.quiet" />}
          hint={<FormattedMessage id="generator.form.quiet-hint" />}
          checked={form.quiet}
          onChange={(quiet) => set('quiet', quiet)}
        />
        <SwitchField
          name="noSweat"
          label={<FormattedMessage id="generator.form.no-sweat" />}
          hint={<FormattedMessage id="generator.form.no-sweat-hint" />}
          checked={form.noSweat}
          onChange={(noSweat) => set('noSweat', noSweat)}
        />
      </fieldset>
      <Button type="submit" size="lg" block disabled={pending} aria-busy={pending}>
        <FormattedMessage id={pending ? 'generator.form.generating' : 'generator.form.generate'} />
      </Button>
    </form>
  );
}

/** One question as native radios drawn as tiles (arrow keys move between them). */
function Radios<T extends string | number>({
  legend,
  name,
  values,
  value,
  label,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="generator-choices">
      <legend className="generator-choices__legend">{legend}</legend>
      <div className="generator-choices__tiles">
        {values.map((option) => (
          <label key={option} className="generator-choices__tile">
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
