import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { quickContext, type QuickContextId, type QuickModes } from '../../../../contracts/workouts/quick-flight';
import type { SessionCompleteBody } from '../../../../contracts/workouts/session.schemas';
import type { Workout } from '../../../../contracts/workouts/workouts.schemas';
import { useDocumentMeta } from '../../app/document-meta';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { isLocale, type Locale } from '../../i18n/locale';
import { browserClock } from '../../machines/machine-clock';
import { offlineCompletions, startOfflineCompletions } from '../../offline/offline-completions';
import { QueuedNotice } from '../../offline/queued-notice';
import { generateQuickWorkout, useProgressChanged } from './api/quick-flight.api';
import {
  createQuickFlightMachine,
  FAILURE_MESSAGES,
  type CompletionReply,
  playerOf,
  quickFlightStep,
  type QuickFlightActor,
  type QuickWorkoutRequest,
} from './machines/quick-flight.machine';
import { QuickFlightMessages } from './quick-flight-messages';
import { CompletedAlert } from './views/completed-alert';
import { ContextCards } from './views/context-cards';
import { LimitReached } from './views/limit-reached';
import { ModeSwitches } from './views/mode-switches';
import { QuickWorkout } from './views/quick-workout';
import './quick-flight.css';

/**
 * `/quick-flight` (spec 2 §2 "Quick Flight Mode" and "Workout player", §4,
 * §7, §8): the four context cards; generating; the workout with its player,
 * Mark as Completed and Choose Different Context; the Workout completed alert
 * with the points earned; the errors with Try Again. Anonymous travellers use
 * it with their device id, signed-in ones with their session (the request
 * rules add either).
 *
 * @see features/workouts/quick-flight.feature
 */
export default function QuickFlightPage() {
  return (
    <QuickFlightMessages>
      <QuickFlight />
    </QuickFlightMessages>
  );
}

/** The page's language when a call is made: I18nProvider keeps `<html lang>` on the traveller's choice. */
const pageLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

/** The traveller's IANA time zone: their streak day is a calendar day there (DECISIONS.md). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function useQuickFlightActor(): QuickFlightActor {
  const progressChanged = useProgressChanged();
  const [machine] = useState(() =>
    createQuickFlightMachine(browserClock).provide({
      actors: {
        generateWorkout: fromPromise<Workout, QuickWorkoutRequest>(
          async ({ input }) => (await generateQuickWorkout(input.context, pageLocale(), input.modes)).workout,
        ),
        // With no network the workout is saved and sent when the network returns (docs/adr/0046).
        completeSession: fromPromise<CompletionReply, SessionCompleteBody>(async ({ input }) => {
          const result = await offlineCompletions.submit({ kind: 'session', body: input });
          if (result.status === 'queued') return 'queued';
          progressChanged();
          return result.outcome;
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { timezone: browserTimeZone() }, clock: browserClock });
  const queuedId = useSelector(actor, (snapshot) => snapshot.context.queuedId);
  useEffect(() => {
    if (!queuedId) return;
    startOfflineCompletions();
    return offlineCompletions.watch(queuedId, (settled) => {
      if (settled.status !== 'sent') return;
      progressChanged();
      actor.send({ type: 'queuedSent', completionId: queuedId, outcome: settled.outcome });
    });
  }, [actor, queuedId, progressChanged]);
  return actor;
}

function QuickFlight() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'quick-flight.page.document-title' }));
  const actor = useQuickFlightActor();
  const step = useSelector(actor, quickFlightStep);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const quick = useSelector(actor, (snapshot) => snapshot.context.quick);
  const outcome = useSelector(actor, (snapshot) => snapshot.context.outcome);
  const queued = useSelector(actor, (snapshot) => snapshot.context.queuedId !== null);
  const place = useSelector(actor, (snapshot) => snapshot.context.place);
  const usage = useSelector(actor, (snapshot) => snapshot.context.usage);
  const player = useSelector(actor, playerOf);

  const [modes, setModes] = useState<QuickModes>({});
  const choose = (context: QuickContextId) => actor.send({ type: 'choose', context, modes });
  const chooseAnother = () => actor.send({ type: 'chooseAnother' });
  const tryAgain = () => actor.send({ type: 'tryAgain' });

  let content;
  switch (step) {
    case 'ready':
    case 'recording':
    case 'completionFailed':
      content =
        quick && chosen ? (
          <QuickWorkout
            context={chosen}
            quick={quick}
            player={player}
            recording={step === 'recording'}
            completionFailed={step === 'completionFailed'}
            onMarkCompleted={(trainedAt) => actor.send({ type: 'markCompleted', place: trainedAt })}
            onTryAgain={tryAgain}
            onChooseAnother={chooseAnother}
          />
        ) : null;
      break;
    case 'generating':
      content = (
        <>
          <PageHeader />
          <p className="page-loading quick-generating" role="status" aria-busy="true">
            <span className="page-loading__dot" aria-hidden="true" />
            <FormattedMessage id="quick-flight.generating" values={{ minutes: chosen ? quickContext(chosen).minutes : 0 }} />
          </p>
        </>
      );
      break;
    case 'generationFailed':
      content = (
        <>
          <PageHeader />
          <FormAlert>
            <p>
              <FormattedMessage id={FAILURE_MESSAGES.generationFailed} />
            </p>
            <Button variant="secondary" size="sm" onClick={tryAgain}>
              <FormattedMessage id="quick-flight.error.try-again" />
            </Button>
          </FormAlert>
        </>
      );
      break;
    case 'limitReached':
      content = (
        <>
          <PageHeader />
          <LimitReached usage={usage} onBack={chooseAnother} />
        </>
      );
      break;
    case 'choosing':
    case 'completed':
      content = (
        <>
          <PageHeader />
          {step === 'completed' && outcome ? <CompletedAlert outcome={outcome} place={place} /> : null}
          {step === 'completed' && queued ? <QueuedNotice /> : null}
          <ModeSwitches modes={modes} onChange={setModes} />
          <ContextCards onChoose={choose} />
        </>
      );
      break;
  }

  return (
    <main id="main" tabIndex={-1} className="page quick-flight-page">
      <Container width="narrow" className="quick-flight-page__inner">
        {content}
      </Container>
    </main>
  );
}

function PageHeader() {
  return (
    <header className="quick-flight-page__header">
      <p className="eyebrow">
        <FormattedMessage id="quick-flight.page.eyebrow" />
      </p>
      <h1 className="quick-flight-page__title">
        <FormattedMessage id="quick-flight.page.title" />
      </h1>
      <p className="quick-flight-page__lead">
        <FormattedMessage id="quick-flight.page.lead" />
      </p>
    </header>
  );
}
