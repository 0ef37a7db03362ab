import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from './icon';
import './form-field.css';

interface FieldFrame {
  label: ReactNode;
  /** Shown under the control and linked with `aria-describedby`; sets `aria-invalid`. */
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

function FieldMessages({ hintId, hint, errorId, error }: { hintId: string; hint?: ReactNode; errorId: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="alert" size={16} className="field__error-icon" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    name: string;
    /** Rendered inside the input's frame, after it (a show-password toggle). */
    trailing?: ReactNode;
  };

/** A labelled input with its hint and error wired for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, trailing, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={trailing ? 'field__frame field__frame--trailing' : 'field__frame'}>
        <input
          ref={ref}
          id={id}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
          {...input}
        />
        {trailing}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Accessible name of the show/hide toggle, e.g. "Show password". */
  revealLabel: string;
};

/** A password input with a toggle that shows the text (a pressed/unpressed button). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ revealLabel, ...props }, ref) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={revealed ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__reveal"
          aria-pressed={revealed}
          aria-label={revealLabel}
          onClick={() => setRevealed((r) => !r)}
        >
          <Icon name={revealed ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  );
});

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    name: string;
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select (best keyboard and phone support there is). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, options, ...select },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame field__frame--select">
        <select
          ref={ref}
          id={id}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
});

/**
 * A message about the whole form, announced when it appears: `error` as an
 * alert, `success` and `info` politely.
 */
export function FormAlert({ tone = 'error', children, id }: { tone?: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'alert' : tone === 'info' ? 'mail' : 'check'} size={20} className="form-alert__icon" />
      <div className="form-alert__body">{children}</div>
    </div>
  );
}
