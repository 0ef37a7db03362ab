import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { getDeviceId } from '../../../identity/device-id';
import { useSession } from '../../../session';
import { fieldsOf, UpgradeBodySchema, useUpgrade } from '../api/auth.api';
import { useReturnTo } from '../return-to';
import { useAuthForm } from '../use-auth-form';
import { NewAccountFields, SubmitProblem, useFieldError, ValidationStatus } from './form-parts';

/** Upgrade (spec 1 §2): the device's anonymous user becomes a registered one, keeping its progress. */
export function UpgradeForm() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const upgrade = useUpgrade();
  const form = useAuthForm({
    formRef,
    initial: { username: '', email: '', password: '' },
    validate: (values) => {
      const parsed = UpgradeBodySchema.omit({ deviceId: true }).safeParse(values);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldsOf(parsed.error) };
    },
    submit: async (body) => {
      const outcome = await upgrade.mutateAsync({ ...body, deviceId: getDeviceId() });
      if (!outcome.ok) return outcome;
      session.signIn(outcome.reply);
      toast.show({ title: intl.formatMessage({ id: 'auth.upgrade.success' }), tone: 'success' });
      void navigate(returnTo, { replace: true });
      return { ok: true };
    },
  });
  const error = useFieldError(form.fields);

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-busy={form.busy}>
      <NewAccountFields bind={form.bind} error={error} />
      <ValidationStatus count={form.invalidCount} />
      <SubmitProblem problem={form.problem} />
      <Button type="submit" size="lg" block disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.upgrade.submitting' : 'auth.upgrade.submit'} />
      </Button>
    </form>
  );
}
