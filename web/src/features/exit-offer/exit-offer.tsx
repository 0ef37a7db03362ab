import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import en from '../../../../contracts/i18n/en/free.json';
import es from '../../../../contracts/i18n/es/free.json';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
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

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !granting) actor.send({ type: 'dismiss' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="exit-offer__overlay" />
        <Dialog.Content className="exit-offer">
          <Dialog.Close asChild>
            <button
              type="button"
              className="exit-offer__close"
              aria-label={intl.formatMessage({ id: 'exit-offer.dialog.close' })}
              disabled={granting}
            >
              <Icon name="close" size={20} />
            </button>
          </Dialog.Close>
          <span className="exit-offer__icon">
            <Icon name="sparkles" size={28} />
          </span>
          <p className="eyebrow">
            <FormattedMessage id="exit-offer.dialog.eyebrow" />
          </p>
          <Dialog.Title className="exit-offer__title">
            <FormattedMessage id="exit-offer.dialog.title" />
          </Dialog.Title>
          <Dialog.Description className="exit-offer__body">
            <FormattedMessage id="exit-offer.dialog.body" />
          </Dialog.Description>
          <div className="exit-offer__actions">
            <Button size="lg" block disabled={granting} aria-busy={granting || undefined} onClick={() => actor.send({ type: 'accept' })}>
              <FormattedMessage id={granting ? 'exit-offer.dialog.accepting' : 'exit-offer.dialog.accept'} />
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost" block disabled={granting}>
                <FormattedMessage id="exit-offer.dialog.decline" />
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
