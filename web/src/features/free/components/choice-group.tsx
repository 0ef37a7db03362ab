import { useId, type ReactNode } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
}

/**
 * One question of the wizard as a real radio group: a fieldset whose legend
 * asks it and one native radio per answer (arrow keys move between them, as
 * every browser and screen reader expects). The radios are drawn as tiles.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 'auto',
  hint,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `auto` fits as many tiles as the width allows; `3` keeps three per row (durations). */
  columns?: 'auto' | 3;
  hint?: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="choice-group__hint">
          {hint}
        </p>
      ) : null}
      <div className={`choice-group__options choice-group__options--${columns}`}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className="choice__box">
              <span className="choice__label">{choice.label}</span>
              {choice.hint ? <span className="choice__hint">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
