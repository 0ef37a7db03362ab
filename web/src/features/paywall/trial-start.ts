import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { HttpError } from '../../api/api-client';
import { useToast } from '../../components/ui/toast';
import { billingProblem } from '../billing';

/** The toast and the way to /auth when the trial is asked for without a session (or with one that has ended). */
export function useSignInFirst(): () => void {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    toast.show({ title: intl.formatMessage({ id: 'paywall.sign-in-required' }), tone: 'error' });
    void navigate('/auth');
  };
}

/** "Failed to start checkout" (spec 1 §8), with the server's reason when it gave one; 401 asks to sign in instead. */
export function useStartFailed(): (error: unknown) => void {
  const intl = useIntl();
  const toast = useToast();
  const signInFirst = useSignInFirst();
  return (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) return signInFirst();
    toast.show({
      title: intl.formatMessage({ id: 'paywall.error.start' }),
      description: billingProblem(intl, error, intl.formatMessage({ id: 'subscribe.error.initialize' })),
      tone: 'error',
    });
  };
}
