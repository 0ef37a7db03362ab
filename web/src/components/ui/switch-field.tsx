import { useId, type ReactNode } from 'react';
import './switch-field.css';

/**
 * An on/off setting: a native checkbox announced as a switch, its label and a
 * one-line explanation linked with `aria-describedby`. The whole row is the
 * target (44 px at least) and wraps at phone width.
 */
export function SwitchField({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label className="switch-field">
      <input
        type="checkbox"
        role="switch"
        name={name}
        className="switch-field__input"
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch-field__track" aria-hidden="true" />
      <span className="switch-field__text">
        <span id={labelId} className="switch-field__label">
          {label}
        </span>
        <span id={hintId} className="switch-field__hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
