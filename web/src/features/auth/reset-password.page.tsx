import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordSchema } from '../../../../contracts/accounts';
import { useDocumentMeta } from '../../app/document-meta';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert, PasswordField } from '../../components/ui/form-field';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../session';
import { fieldsOf, useResetPassword } from './api/auth.api';
import { AuthMessages } from './auth-messages';
import { PASSWORDS_MISMATCH } from './auth-problems';
import { AuthLayout } from './components/auth-layout';
import { FormProblem, useFieldError, ValidationStatus } from './components/form-parts';
import { useAuthForm } from './use-auth-form';

/** Spec 1 §9: after a successful reset the sign-in screen opens 2 seconds later. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** Both fields follow the password rule and must match (spec 1 §5). */
const ResetFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_MISMATCH });

const REQUEST_NEW_LINK = '/auth?view=forgot';
/** Answers after which the only way forward is a new link. */
const LINK_PROBLEMS = new Set(['accounts.error.invalid-reset-token', 'auth.reset.failed']);

function InvalidLink() {
  return (
    <div className="auth-form">
      <FormAlert tone="error">
        <p className="auth-form__strong">
          <FormattedMessage id="auth.reset.invalid-title" />
        </p>
        <p>
          <FormattedMessage id="auth.reset.invalid-body" />
        </p>
      </FormAlert>
      <LinkButton to={REQUEST_NEW_LINK} size="lg" block>
        <FormattedMessage id="auth.reset.request-new" />
      </LinkButton>
    </div>
  );
}

function ResetSucceeded() {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="auth-form" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="auth-form__title auth-form__title--success">
        <FormattedMessage id="auth.reset.success-title" />
      </h2>
      <p>
        <FormattedMessage id="auth.reset.success-body" />
      </p>
      <p className="auth-form__muted">
        <FormattedMessage id="auth.reset.redirecting" />
      </p>
      <LinkButton to="/auth" replace size="lg" block>
        <FormattedMessage id="auth.reset.go-sign-in" />
      </LinkButton>
    </div>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const [linkRejected, setLinkRejected] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resetPassword = useResetPassword();
  const form = useAuthForm({
    formRef,
    initial: { newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const parsed = ResetFormSchema.safeParse(values);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldsOf(parsed.error) };
    },
    submit: async ({ newPassword }) => {
      const outcome = await resetPassword.mutateAsync({ resetToken: token, newPassword });
      if (!outcome.ok) {
        // A malformed token comes back as a field issue of a field this form does not show: it is a bad link.
        const problem = outcome.fields.resetToken ? { key: 'accounts.error.invalid-reset-token' } : outcome.problem;
        setLinkRejected(!('key' in problem) || LINK_PROBLEMS.has(problem.key));
        const fields = Object.fromEntries(Object.entries(outcome.fields).filter(([name]) => name !== 'resetToken'));
        return { ok: false, problem, fields };
      }
      onDone();
      return { ok: true };
    },
  });
  const error = useFieldError(form.fields);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={form.busy}>
      <FormProblem problem={form.problem}>
        {linkRejected ? (
          <p>
            <Link to={REQUEST_NEW_LINK}>
              <FormattedMessage id="auth.reset.request-new" />
            </Link>
          </p>
        ) : null}
      </FormProblem>
      <PasswordField
        label={t('auth.field.new-password')}
        hint={t('auth.hint.new-password')}
        revealLabel={t('auth.field.show-password')}
        autoComplete="new-password"
        required
        error={error('newPassword')}
        {...form.bind('newPassword')}
      />
      <PasswordField
        label={t('auth.field.confirm-password')}
        revealLabel={t('auth.field.show-password')}
        autoComplete="new-password"
        required
        error={error('confirmPassword')}
        {...form.bind('confirmPassword')}
      />
      <ValidationStatus count={form.invalidCount} />
      <Button type="submit" size="lg" block disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.reset.submitting' : 'auth.reset.submit'} />
      </Button>
    </form>
  );
}

function ResetPasswordScreen() {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentMeta(t('auth.reset.document-title'));

  // Spec 1 §5: without a token the invalid-token toast shows (once, even under StrictMode's double effects).
  const toastShown = useRef(false);
  useEffect(() => {
    if (token !== '' || toastShown.current) return;
    toastShown.current = true;
    toast.show({ title: intl.formatMessage({ id: 'accounts.error.invalid-reset-token' }), tone: 'error' });
  }, [token, toast, intl]);

  const onDone = () => {
    setDone(true);
    // A reset signs out every session on the server; forget this browser's one too.
    if (session.status !== 'signed-out') void session.signOut();
  };

  return (
    <AuthLayout
      pitch={false}
      eyebrow={t('auth.reset.eyebrow')}
      title={t('auth.reset.title')}
      lead={done || token === '' ? undefined : t('auth.reset.lead')}
    >
      {token === '' ? <InvalidLink /> : done ? <ResetSucceeded /> : <ResetForm token={token} onDone={onDone} />}
    </AuthLayout>
  );
}

/** `/auth/reset-password?token=…`: choose a new password with the link from the e-mail (spec 1 §2). */
export default function ResetPasswordPage() {
  return (
    <AuthMessages>
      <ResetPasswordScreen />
    </AuthMessages>
  );
}
