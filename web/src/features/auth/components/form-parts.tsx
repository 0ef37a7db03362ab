import { useEffect, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
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

/** The answer to an e-mail or username that is already taken: generic on purpose, so nobody learns who has an account. */
const TAKEN_KEY = 'accounts.error.registration-failed';

/**
 * A problem with a form that creates an account, shown beside its submit
 * button where the traveller is looking. Each new problem takes the focus and
 * scrolls into view, so a keyboard or screen-reader user lands on it. When the
 * e-mail or username is taken, it offers "Sign in" and "Forgot password?"
 * right there; the text stays the generic "Failed to create account".
 */
export function SubmitProblem({ problem }: { problem: Problem | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: 'center' });
  }, [problem]);
  if (!problem) return null;
  const taken = 'key' in problem && problem.key === TAKEN_KEY;
  return (
    <div ref={ref} tabIndex={-1} className="auth-form__problem">
      <FormProblem problem={problem}>
        {taken ? (
          <p className="auth-form__problem-links">
            <Link to="/auth">
              <FormattedMessage id="auth.taken.sign-in" />
            </Link>
            <Link to="/auth?view=forgot">
              <FormattedMessage id="auth.taken.forgot" />
            </Link>
          </p>
        ) : null}
      </FormProblem>
    </div>
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
