import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../session';
import { fieldsOf, LoginBodySchema, useLogin } from '../api/auth.api';
import { useReturnTo } from '../return-to';
import { useAuthForm } from '../use-auth-form';
import { FormProblem, useFieldError, ValidationStatus } from './form-parts';

/** E-mail and password; a success signs in and opens the page `?next=` names, else the profile (spec 1 §2). */
export function LoginForm({
  onForgot,
  onEmailChange,
  initialEmail = '',
  focusForgot = false,
}: {
  onForgot: () => void;
  onEmailChange?: (email: string) => void;
  initialEmail?: string;
  /** Coming back from the forgot view: focus returns to the link that opened it. */
  focusForgot?: boolean;
}) {
  const intl = useIntl();
  const forgotRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusForgot) forgotRef.current?.focus();
  }, [focusForgot]);
  const session = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();
  const form = useAuthForm({
    formRef,
    initial: { email: initialEmail, password: '' },
    validate: (values) => {
      const parsed = LoginBodySchema.safeParse(values);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldsOf(parsed.error) };
    },
    submit: async (body) => {
      const outcome = await login.mutateAsync(body);
      if (!outcome.ok) return outcome;
      session.signIn(outcome.reply);
      toast.show({ title: intl.formatMessage({ id: 'auth.login.success' }), tone: 'success' });
      void navigate(returnTo, { replace: true });
      return { ok: true };
    },
  });
  const error = useFieldError(form.fields);
  const email = form.bind('email');

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={form.busy}>
      <FormProblem problem={form.problem} />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={error('email')}
        {...email}
        onChange={(event) => {
          email.onChange(event);
          onEmailChange?.(event.target.value);
        }}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        revealLabel={intl.formatMessage({ id: 'auth.field.show-password' })}
        autoComplete="current-password"
        required
        error={error('password')}
        {...form.bind('password')}
      />
      <p className="auth-form__aside-link">
        <Button ref={forgotRef} variant="link" onClick={onForgot}>
          <FormattedMessage id="auth.login.forgot" />
        </Button>
      </p>
      <ValidationStatus count={form.invalidCount} />
      <Button type="submit" size="lg" block disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.login.submitting' : 'auth.login.submit'} />
      </Button>
    </form>
  );
}
