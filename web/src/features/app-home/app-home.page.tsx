import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { Container } from '../../components/ui/layout';
import { useToast } from '../../components/ui/toast';
import { MESSAGE_DURATIONS_MS } from '../../components/ui/toast-model';
import { useSession } from '../../session';
import { prefetchScreen } from '../../sdui/screen-prefetch';
import { ScreenView } from '../../sdui/screen-view';
import { BillingMessages, billingKeys, verifySession } from '../billing';
import './app-home.css';

// The screen's request starts as this page's code arrives, beside its preloaded block chunk (docs/adr/0047).
prefetchScreen('app');

/**
 * `/app` (and its aliases `/workout`, `/interactive-workout`): the generator
 * screen, composed by the server (`app`: header with the plan badge, trial
 * banner, the generator or the "Start Your Free Trial" card), plus the trial
 * checkout return (spec 1 §4), after which the screen is asked for again.
 */
export default function AppHomePage() {
  return (
    <BillingMessages>
      <AppHome />
    </BillingMessages>
  );
}

/**
 * The checkout return (spec 1 §4): `trial_started=true` verifies `session_id`
 * when there is one (an error still shows the toast), refreshes status and
 * usage, and shows the trial-started toast for 5 s; `trial_cancelled=true`
 * shows the cancelled toast for 4 s. Then the address is replaced by `/app`.
 */
function useCheckoutReturn() {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  const started = params.get('trial_started') === 'true';
  const cancelled = params.get('trial_cancelled') === 'true';
  const sessionId = params.get('session_id');
  const ready = session.status !== 'loading';

  useEffect(() => {
    if (handled.current || !ready || (!started && !cancelled)) return;
    handled.current = true;
    const finish = () => void navigate('/app', { replace: true });
    if (cancelled && !started) {
      toast.show({
        title: intl.formatMessage({ id: 'app-home.toast.trial-cancelled' }),
        description: intl.formatMessage({ id: 'app-home.toast.trial-cancelled-body' }),
        duration: MESSAGE_DURATIONS_MS.trialCancelled,
      });
      finish();
      return;
    }
    const verify = sessionId
      ? verifySession(sessionId).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    void verify.then(async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.status }),
        queryClient.invalidateQueries({ queryKey: ['usage'] }),
        // The badge, banner and body of the screen follow the new status.
        queryClient.invalidateQueries({ queryKey: ['sdui', 'screen', 'app'] }),
        session.refresh(),
      ]);
      toast.show({
        title: intl.formatMessage({ id: 'app-home.toast.trial-started' }),
        description: intl.formatMessage({ id: 'app-home.toast.trial-started-body' }),
        tone: 'success',
        duration: MESSAGE_DURATIONS_MS.trialStarted,
      });
      finish();
    });
  }, [ready, started, cancelled, sessionId, intl, toast, session, queryClient, navigate]);
}

function AppHome() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'app-home.page.document-title' }));
  useCheckoutReturn();
  return (
    <main id="main" tabIndex={-1} className="page billing-page">
      <Container width="narrow" className="billing-page__inner app-home__page">
        <ScreenView screenId="app" embedded />
      </Container>
    </main>
  );
}
