import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { Icon } from '../../components/ui/icon';
import type { PlaceField } from './training-place.model';
import { TrainingPlaceMessages } from './training-place-messages';
import type { TrainingPlaceState } from './use-training-place';
import './training-place.css';

/**
 * "Where are you training?" (spec 2 §3 workout_sessions city and country),
 * shown with a workout before it is sent: an optional city and country,
 * prefilled with the place remembered on this device, and a way to clear it.
 * Both or neither: the screen checks the pair with `state.confirm()` and a
 * failed check says what is missing beside the field and moves the focus
 * there. `disabled` while the workout is being sent.
 *
 * @see features/progress/ui-progress-journey.feature
 */
export function TrainingPlaceField({ state, disabled = false }: { state: TrainingPlaceState; disabled?: boolean }) {
  return (
    <TrainingPlaceMessages>
      <PlaceFieldset state={state} disabled={disabled} />
    </TrainingPlaceMessages>
  );
}

function PlaceFieldset({ state, disabled }: { state: TrainingPlaceState; disabled: boolean }) {
  const intl = useIntl();
  const hintId = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const { draft, problems, failedChecks, change, clear } = state;

  useEffect(() => {
    if (failedChecks > 0) fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedChecks]);

  const field = (name: PlaceField) => ({
    name,
    value: draft[name],
    label: intl.formatMessage({ id: `training-place.${name}` }),
    error: problems[name] ? intl.formatMessage({ id: `training-place.${name}-${problems[name]}` }) : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    autoComplete: name === 'city' ? 'address-level2' : 'country-name',
  });

  // The button goes away with what it cleared: the focus stays in the field, on the city.
  const clearPlace = () => {
    clear();
    fieldset.current?.querySelector<HTMLInputElement>('input[name="city"]')?.focus();
  };

  return (
    <fieldset ref={fieldset} className="training-place" aria-describedby={hintId} disabled={disabled}>
      <legend className="training-place__title">
        <Icon name="pin" size={20} className="training-place__icon" />
        <FormattedMessage id="training-place.title" />
      </legend>
      <p id={hintId} className="training-place__hint">
        <FormattedMessage id="training-place.hint" />
      </p>
      <div className="training-place__fields">
        <TextField {...field('city')} />
        <TextField {...field('country')} />
      </div>
      {draft.city !== '' || draft.country !== '' ? (
        <Button variant="ghost" size="sm" className="training-place__clear" onClick={clearPlace}>
          <FormattedMessage id="training-place.clear" />
        </Button>
      ) : null}
    </fieldset>
  );
}
