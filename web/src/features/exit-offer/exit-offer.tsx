import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import en from '../../../../contracts/i18n/en/free.json';
import es from '../../../../contracts/i18n/es/free.json';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useToast } from '../../components/ui/toast';
import { FeatureMessages } from '../../i18n/feature-messages';
import { grantBonusWorkout } from './api/bonus.api';
import { exitOfferMachine, isGranting, isOfferOpen } from './exit-offer.machine';
import './exit-offer.css';

/** sessionStorage flag: the offer was shown in this browser session (spec 1 §4 "once per session"). */
export const EXIT_OFFER_FLAG = 'fc_exit_offer_shown';

const catalogues = { en, es };

function wasOffered(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(EXIT_OFFER_FLAG) === '1';
  } catch {
    return false;
  }
}

function rememberOffered(): void {
  try {
    globalThis.sessionStorage?.setItem(EXIT_OFFER_FLAG, '1');
  } catch {
    /* storage refused: the offer may show again after a reload, which is harmless */
  }
}

const liveExitOffer = exitOfferMachine.provide({
  actors: { grantBonus: fromPromise(grantBonusWorkout) },
  actions: { rememberOffered },
});

/**
 * The exit-intent offer (spec 1 §2 "Exit offer dialog"): when the pointer
 * leaves the page through its top edge, once per browser session, a dialog
 * offers one bonus free workout. Accepting grants it and goes to /free; a
 * failure says "Failed to grant bonus workout". Mount it on a screen to arm
 * it there (the subscribe screen).
 */
export function ExitOffer() {
  return (
    <FeatureMessages catalogues={catalogues}>
      <ExitOfferDialog />
    </FeatureMessages>
  );
}

function ExitOfferDialog() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const actor = useActorRef(liveExitOffer, { input: { alreadyOffered: wasOffered() } });
  const open = useSelector(actor, isOfferOpen);
  const granting = useSelector(actor, isGranting);

  useEffect(() => {
    const granted = actor.on('granted', () => void navigate('/free'));
    const failed = actor.on('failed', () => toast.show({ title: intl.formatMessage({ id: 'exit-offer.dialog.failed' }), tone: 'error' }));
    return () => {
      granted.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, navigate, toast, intl]);

  if (!open) return null;
  return (
    <OfferDialog granting={granting} onAccept={() => actor.send({ type: 'accept' })} onDismiss={() => actor.send({ type: 'dismiss' })} />
  );
}

/** The offer, in the app's modal `<dialog>`. */
function OfferDialog({ granting, onAccept, onDismiss }: { granting: boolean; onAccept: () => void; onDismiss: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  // Escape and the close button ask the machine, so a grant on its way is not abandoned.
  const dismiss = () => {
    if (!granting) onDismiss();
  };
  return (
    <ModalDialog className="exit-offer" titleId={titleId} describedBy={bodyId} onClose={dismiss}>
      <button
        type="button"
        className="exit-offer__close"
        aria-label={intl.formatMessage({ id: 'exit-offer.dialog.close' })}
        disabled={granting}
        onClick={dismiss}
      >
        <Icon name="close" size={20} />
      </button>
      <span className="exit-offer__icon">
        <Icon name="sparkles" size={28} />
      </span>
      <p className="eyebrow">
        <FormattedMessage id="exit-offer.dialog.eyebrow" />
      </p>
      <h2 id={titleId} className="exit-offer__title">
        <FormattedMessage id="exit-offer.dialog.title" />
      </h2>
      <p id={bodyId} className="exit-offer__body">
        <FormattedMessage id="exit-offer.dialog.body" />
      </p>
      <div className="exit-offer__actions">
        <Button size="lg" block autoFocus disabled={granting} aria-busy={granting || undefined} onClick={onAccept}>
          <FormattedMessage id={granting ? 'exit-offer.dialog.accepting' : 'exit-offer.dialog.accept'} />
        </Button>
        <Button variant="ghost" block disabled={granting} onClick={dismiss}>
          <FormattedMessage id="exit-offer.dialog.decline" />
        </Button>
      </div>
    </ModalDialog>
  );
}
