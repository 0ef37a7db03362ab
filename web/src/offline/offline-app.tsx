import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../components/ui/button';
import { useToast } from '../components/ui/toast';
import { useLocale } from '../i18n/use-locale';
import { useManifestLanguage } from './manifest-link';
import { OfflineMessages } from './offline-messages';
import { offlineCompletions, startOfflineCompletions } from './offline-completions';
import './offline.css';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The installable app's part of every page (docs/adr/0046), loaded after the
 * first paint: registers the service worker, offers the update when a new
 * version waits, links the manifest of the page's language, and sends the
 * workouts an earlier visit finished offline (telling what they earned when
 * no page is showing them).
 */
export default function OfflineApp() {
  return (
    <OfflineMessages>
      <UpdatePrompt />
      <QueuedCompletionsSender />
    </OfflineMessages>
  );
}

function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      // No service worker (a private window, a browser without them): the app works online as before.
      console.info('The offline app is not available in this browser', error);
    },
  });
  useManifestLanguage(useLocale().locale);
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">
        <FormattedMessage id="offline.update.title" />
      </p>
      <Button size="sm" variant="secondary" onClick={() => void updateServiceWorker(true)}>
        <FormattedMessage id="offline.update.reload" />
      </Button>
    </div>
  );
}

function QueuedCompletionsSender() {
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => {
    const stop = offlineCompletions.onUnwatched((_, settled) => {
      if (settled.status === 'sent') {
        toast.show({
          title: intl.formatMessage({ id: 'offline.completion.sent-title' }),
          description: intl.formatMessage({ id: 'offline.completion.sent-points' }, { points: settled.outcome.session.score }),
          tone: 'success',
        });
      } else {
        toast.show({ title: intl.formatMessage({ id: 'offline.completion.refused' }), tone: 'error' });
      }
    });
    startOfflineCompletions();
    return stop;
  }, [toast, intl]);
  return null;
}
