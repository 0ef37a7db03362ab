import { useIntl } from 'react-intl';
import type { ChangeEvent } from 'react';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/form-field';
import { problemText, type FieldProblems, type Problem } from '../auth-problems';

/** The text of a field's problem, if it has one. */
export function useFieldError(fields: FieldProblems): (name: string) => string | undefined {
  const intl = useIntl();
  return (name) => {
    const problem = fields[name];
    return problem ? problemText(intl, problem) : undefined;
  };
}

/** A problem with the whole form (server answer, network), announced as an alert. */
export function FormProblem({ problem, children }: { problem: Problem | undefined; children?: React.ReactNode }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <FormAlert tone="error">
      <p>{problemText(intl, problem)}</p>
      {children}
    </FormAlert>
  );
}

/**
 * After a failed submit, says politely how many fields need attention (focus
 * has moved to the first one, whose message its description reads out).
 */
export function ValidationStatus({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <p className="visually-hidden" role="status">
      {count > 0 ? intl.formatMessage({ id: 'auth.validation.summary' }, { count }) : ''}
    </p>
  );
}

type NewAccountField = 'username' | 'email' | 'password';
interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** Username, e-mail and a new password: the account part of registering and of upgrading a device. */
export function NewAccountFields({
  bind,
  error,
}: {
  bind: (name: NewAccountField) => FieldBinding;
  error: (name: string) => string | undefined;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField
        label={text('auth.field.username')}
        hint={text('auth.hint.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={error('username')}
        {...bind('username')}
      />
      <TextField
        label={text('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={error('email')}
        {...bind('email')}
      />
      <PasswordField
        label={text('auth.field.password')}
        hint={text('auth.hint.new-password')}
        revealLabel={text('auth.field.show-password')}
        autoComplete="new-password"
        required
        error={error('password')}
        {...bind('password')}
      />
    </>
  );
}
