import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RequestResetBodySchema } from '../../../../../contracts/accounts';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { fieldsOf, useRequestReset } from '../api/auth.api';
import { useAuthForm } from '../use-auth-form';
import { FormProblem, useFieldError, ValidationStatus } from './form-parts';

/**
 * The forgot-password sub-view of the login tab. Whatever the server answers
 * (even a failure) the traveller reads the same neutral "link sent" message,
 * so the form never tells whether an account exists; only a rate limit is
 * reported, because waiting is then the one useful thing to do.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const intl = useIntl();
  const [sent, setSent] = useState<{ devResetToken?: string } | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const requestReset = useRequestReset();
  const form = useAuthForm({
    formRef,
    initial: { email: initialEmail },
    validate: (values) => {
      const parsed = RequestResetBodySchema.safeParse(values);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldsOf(parsed.error) };
    },
    submit: async ({ email }) => {
      const outcome = await requestReset.mutateAsync(email);
      if (!outcome.ok) return outcome;
      setSent({ devResetToken: outcome.devResetToken });
      return { ok: true };
    },
  });
  const error = useFieldError(form.fields);

  // The view changes in place: move focus to its heading so the change is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, [sent]);

  const back = (
    <p className="auth-form__back">
      <Button variant="link" onClick={onBack}>
        <FormattedMessage id="auth.forgot.back" />
      </Button>
    </p>
  );

  if (sent) {
    return (
      <div className="auth-form">
        <h2 ref={headingRef} tabIndex={-1} className="auth-form__title">
          <FormattedMessage id="auth.forgot.sent-title" />
        </h2>
        <FormAlert tone="info">
          <p>
            <FormattedMessage id="auth.forgot.sent-body" />
          </p>
          <p className="auth-form__muted">
            <FormattedMessage id="auth.forgot.sent-hint" />
          </p>
        </FormAlert>
        {sent.devResetToken ? (
          <p className="auth-form__dev">
            <Link to={`/auth/reset-password?token=${encodeURIComponent(sent.devResetToken)}`}>
              <FormattedMessage id="auth.forgot.dev-link" />
            </Link>
          </p>
        ) : null}
        {back}
      </div>
    );
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={form.busy}>
      <h2 ref={headingRef} tabIndex={-1} className="auth-form__title">
        <FormattedMessage id="auth.forgot.title" />
      </h2>
      <p className="auth-form__muted">
        <FormattedMessage id="auth.forgot.lead" />
      </p>
      <FormProblem problem={form.problem} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={error('email')}
        {...form.bind('email')}
      />
      <ValidationStatus count={form.invalidCount} />
      <Button type="submit" size="lg" block disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.forgot.submitting' : 'auth.forgot.submit'} />
      </Button>
      {back}
    </form>
  );
}
