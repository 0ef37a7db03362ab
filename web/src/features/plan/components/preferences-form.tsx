import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PLAN_DAYS_PER_WEEK, type PlanPreferences, type PlanPreferencesBody } from '../../../../../contracts/plans/plan.schemas';
import { GENERATOR_MINUTES } from '../../../../../contracts/workouts/generator.schemas';
import { EQUIPMENT_KINDS, LEVELS, WORKOUT_GOALS } from '../../../../../contracts/workouts/vocabulary';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { CityCombobox } from './city-combobox';

/** Equipment a traveller may own at home (bodyweight moves are always in). */
const HOME_EQUIPMENT = EQUIPMENT_KINDS.filter((kind) => kind !== 'none');

const browserZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The planning preferences and the button that builds the plan with them
 * (`POST /api/plan/generate` stores what it is sent first). Without a home
 * city, home is the browser's time zone.
 */
export function PreferencesForm({
  preferences,
  hasPlan,
  pending,
  onGenerate,
}: {
  preferences: PlanPreferences;
  hasPlan: boolean;
  pending: boolean;
  onGenerate: (body: PlanPreferencesBody) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [form, setForm] = useState(preferences);
  const set = (changes: Partial<PlanPreferences>) => setForm((current) => ({ ...current, ...changes }));
  const label = (id: string) => intl.formatMessage({ id });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const homeTimeZone = form.homeCity?.timeZone ?? (preferences.homeCity ? form.homeTimeZone : (browserZone() ?? form.homeTimeZone));
    onGenerate({
      homeCityId: form.homeCity?.id ?? null,
      homeTimeZone,
      daysPerWeek: form.daysPerWeek,
      minutes: form.minutes,
      level: form.level,
      goal: form.goal,
      equipment: form.equipment,
      quiet: form.quiet,
      noSweat: form.noSweat,
    });
  };

  const days = Array.from({ length: PLAN_DAYS_PER_WEEK.max - PLAN_DAYS_PER_WEEK.min + 1 }, (_, i) => PLAN_DAYS_PER_WEEK.min + i);
  return (
    <section className="plan-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-section__title">
        <FormattedMessage id="plan.preferences.title" />
      </h2>
      <form className="plan-form" onSubmit={submit}>
        <CityCombobox label={label('plan.preferences.home-city')} value={form.homeCity} onChange={(homeCity) => set({ homeCity })} />
        <div className="plan-form__grid">
          <SelectField
            name="daysPerWeek"
            label={label('plan.preferences.days')}
            value={String(form.daysPerWeek)}
            options={days.map((n) => ({
              value: String(n),
              label: intl.formatMessage({ id: 'plan.preferences.days-option' }, { count: n }),
            }))}
            onChange={(event) => set({ daysPerWeek: Number(event.target.value) })}
          />
          <SelectField
            name="minutes"
            label={label('plan.preferences.minutes')}
            value={String(form.minutes)}
            options={GENERATOR_MINUTES.map((n) => ({
              value: String(n),
              label: intl.formatMessage({ id: 'plan.session.minutes' }, { minutes: n }),
            }))}
            onChange={(event) => set({ minutes: Number(event.target.value) as PlanPreferences['minutes'] })}
          />
          <SelectField
            name="level"
            label={label('plan.preferences.level')}
            value={form.level}
            options={LEVELS.map((level) => ({ value: level, label: label(`plan.level.${level}`) }))}
            onChange={(event) => set({ level: event.target.value as PlanPreferences['level'] })}
          />
          <SelectField
            name="goal"
            label={label('plan.preferences.goal')}
            value={form.goal}
            options={WORKOUT_GOALS.map((goal) => ({ value: goal, label: label(`plan.goal.${goal}`) }))}
            onChange={(event) => set({ goal: event.target.value as PlanPreferences['goal'] })}
          />
        </div>
        <fieldset className="plan-form__checks">
          <legend>
            <FormattedMessage id="plan.preferences.equipment" />
          </legend>
          {HOME_EQUIPMENT.map((kind) => (
            <label key={kind} className="plan-check">
              <input
                type="checkbox"
                checked={form.equipment.includes(kind)}
                onChange={(event) =>
                  set({ equipment: event.target.checked ? [...form.equipment, kind] : form.equipment.filter((owned) => owned !== kind) })
                }
              />
              <FormattedMessage id={`plan.equipment.${kind}`} />
            </label>
          ))}
        </fieldset>
        <ModeSwitch
          checked={form.quiet}
          onChange={(quiet) => set({ quiet })}
          label={label('plan.preferences.quiet')}
          hint={label('plan.preferences.quiet-hint')}
        />
        <ModeSwitch
          checked={form.noSweat}
          onChange={(noSweat) => set({ noSweat })}
          label={label('plan.preferences.no-sweat')}
          hint={label('plan.preferences.no-sweat-hint')}
        />
        <div className="plan-actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            <FormattedMessage id={pending ? 'plan.generating' : hasPlan ? 'plan.regenerate' : 'plan.generate'} />
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A toggle with its one-line explanation. */
function ModeSwitch({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <label className="plan-switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="plan-switch__text">
        <span className="plan-switch__label">{label}</span>
        <span id={hintId} className="plan-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}
