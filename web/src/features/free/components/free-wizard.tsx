import { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import {
  canGenerate,
  equipmentChoices,
  FREE_CONTEXTS,
  FREE_FEELINGS,
  FREE_GENDERS,
  FREE_GOALS,
  FREE_MINUTES,
  FREE_SLEEP_HOURS,
  INITIAL_WIZARD,
  LAST_STEP,
  WIZARD_STEPS,
  wizardReducer,
  type WizardAnswers,
  type WizardStep,
} from '../free-wizard.model';
import { ChoiceGroup } from './choice-group';

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'free.wizard.step1-title',
  2: 'free.wizard.step2-title',
  3: 'free.wizard.step3-title',
};

/**
 * The three-step free wizard (spec 1 §2, §9): time and goal, how the
 * traveller feels, where they train. Back and Next move between steps;
 * Generate is on step 3 only. Each step's heading takes focus when the step
 * changes, so keyboard and screen-reader users land on the new questions.
 */
export function FreeWizard({
  onGenerate,
  pending,
  error,
}: {
  onGenerate: (answers: WizardAnswers) => void;
  pending: boolean;
  /** The red box of a failed attempt, shown above the buttons. */
  error?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<WizardStep>(state.step);
  const sleepId = useId();
  const sleepHintId = useId();

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (canGenerate(state)) onGenerate(state);
    else dispatch({ type: 'next' });
  };

  const equipment = equipmentChoices(state.context);
  const dumbbellsOffered = equipment.includes('dumbbell');

  return (
    <form className="free-wizard" onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <ol className="wizard-steps" aria-label={t('free.wizard.steps-label')}>
        {WIZARD_STEPS.map((step) => (
          <li
            key={step}
            className={`wizard-steps__item${step === state.step ? ' is-current' : ''}${step < state.step ? ' is-done' : ''}`}
            aria-current={step === state.step ? 'step' : undefined}
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {step}
            </span>
            <span className="wizard-steps__name">{t(STEP_TITLES[step])}</span>
          </li>
        ))}
      </ol>

      <div className="free-wizard__step">
        <header className="free-wizard__step-header">
          <p className="free-wizard__counter">{t('free.wizard.step-counter', { step: state.step, count: LAST_STEP })}</p>
          <h2 ref={headingRef} tabIndex={-1} className="free-wizard__title">
            {t(STEP_TITLES[state.step])}
          </h2>
        </header>

        {state.step === 1 ? (
          <>
            <ChoiceGroup
              legend={t('free.wizard.minutes-legend')}
              name="minutes"
              columns={3}
              value={state.minutes}
              onChange={(value) => dispatch({ type: 'minutes', value })}
              choices={FREE_MINUTES.map((minutes) => ({
                value: minutes,
                label: t('free.wizard.minutes-option', { minutes }),
              }))}
            />
            <ChoiceGroup
              legend={t('free.wizard.goal-legend')}
              name="goal"
              value={state.goal}
              onChange={(value) => dispatch({ type: 'goal', value })}
              choices={FREE_GOALS.map((goal) => ({ value: goal, label: t(`free.goal.${goal}`) }))}
            />
          </>
        ) : null}

        {state.step === 2 ? (
          <>
            <ChoiceGroup
              legend={t('free.wizard.gender-legend')}
              name="gender"
              value={state.gender}
              onChange={(value) => dispatch({ type: 'gender', value })}
              choices={FREE_GENDERS.map((gender) => ({ value: gender, label: t(`free.gender.${gender}`) }))}
            />
            <ChoiceGroup
              legend={t('free.wizard.feeling-legend')}
              name="feeling"
              columns={3}
              value={state.feeling}
              onChange={(value) => dispatch({ type: 'feeling', value })}
              choices={FREE_FEELINGS.map((feeling) => ({ value: feeling, label: t(`free.feeling.${feeling}`) }))}
            />
            <div className="sleep-field">
              <label className="sleep-field__label" htmlFor={sleepId}>
                {t('free.wizard.sleep-label')}
              </label>
              <div className="sleep-field__row">
                <input
                  id={sleepId}
                  type="range"
                  className="sleep-field__range"
                  name="sleepHours"
                  min={FREE_SLEEP_HOURS.min}
                  max={FREE_SLEEP_HOURS.max}
                  step={1}
                  value={state.sleepHours}
                  aria-valuetext={t('free.wizard.sleep-value', { hours: state.sleepHours })}
                  aria-describedby={sleepHintId}
                  onChange={(event) => dispatch({ type: 'sleepHours', value: Number(event.target.value) })}
                />
                <output className="sleep-field__value" htmlFor={sleepId} aria-hidden="true">
                  {t('free.wizard.sleep-value', { hours: state.sleepHours })}
                </output>
              </div>
              <p id={sleepHintId} className="sleep-field__hint">
                {t('free.wizard.sleep-hint', { min: FREE_SLEEP_HOURS.min, max: FREE_SLEEP_HOURS.max })}
              </p>
            </div>
          </>
        ) : null}

        {state.step === 3 ? (
          <>
            <ChoiceGroup
              legend={t('free.wizard.context-legend')}
              name="context"
              value={state.context}
              onChange={(value) => dispatch({ type: 'context', value })}
              choices={FREE_CONTEXTS.map((context) => ({ value: context, label: t(`free.context.${context}`) }))}
            />
            <ChoiceGroup
              legend={t('free.wizard.equipment-legend')}
              name="equipment"
              value={state.equipment}
              onChange={(value) => dispatch({ type: 'equipment', value })}
              hint={dumbbellsOffered ? undefined : t('free.wizard.dumbbell-hint')}
              choices={equipment.map((kind) => ({ value: kind, label: t(`free.equipment.${kind}`) }))}
            />
          </>
        ) : null}
      </div>

      {error}

      <div className="free-wizard__actions">
        {state.step > 1 ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={pending}>
            <FormattedMessage id="free.wizard.back" />
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        {canGenerate(state) ? (
          <Button key="generate" type="submit" size="lg" disabled={pending}>
            <FormattedMessage id={pending ? 'free.wizard.generating' : 'free.wizard.generate'} />
          </Button>
        ) : (
          <Button key="next" type="submit" size="lg">
            <FormattedMessage id="free.wizard.next" />
          </Button>
        )}
      </div>
    </form>
  );
}
