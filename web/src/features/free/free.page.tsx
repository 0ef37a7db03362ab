import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { Workout } from '../../../../contracts/workouts';
import { track } from '../../analytics';
import { useDocumentMeta } from '../../app/document-meta';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { useToast } from '../../components/ui/toast';
import { getDeviceId } from '../../identity/device-id';
import { useLocale } from '../../i18n/use-locale';
import { readStoredWorkout, storeWorkout } from '../runner';
import { useFreeStatus, useGenerateFreeWorkout, type GenerateOutcome } from './api/free.api';
import { FreeCompleted, FreeUsed } from './components/free-outcomes';
import { FreeWizard } from './components/free-wizard';
import { WorkoutResult } from './components/workout-result';
import { FreeMessages } from './free-messages';
import { toFreeGenerateBody, type WizardAnswers } from './free-wizard.model';
import './free.css';

/** Where a refused free workout sends the traveller (spec 1 §4). */
export const FREE_USED_REDIRECT = '/subscribe?reason=free_used';

/** Error codes with a text of our own; others show the server's words (spec 1 §8). */
const KNOWN_FAILURES: Readonly<Record<string, string>> = {
  'workouts.no-suitable-exercises': 'free.error.no-suitable-exercises',
};

/**
 * `/free` (spec 1 §2 "Free workout", §4, §8): the three-step wizard, then the
 * generated workout with Start Workout and start-trial. `?completed=true` is
 * where the runner's Complete Workout lands. When this browser's free workout
 * (and any exit-offer bonus) is used, the already-used message and the trial
 * button replace the wizard. A workout generated in this tab and not yet
 * completed is shown again on return, so a reload does not lose it.
 */
export default function FreePage() {
  return (
    <FreeMessages>
      <FreeScreen />
    </FreeMessages>
  );
}

function FreeScreen() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const completed = params.get('completed') === 'true';
  const [workout, setWorkout] = useState<Workout | null>(() => (completed ? null : readStoredWorkout()));
  const [failure, setFailure] = useState<string | null>(null);
  const status = useFreeStatus(!completed && workout === null);
  const generation = useGenerateFreeWorkout();
  useDocumentMeta(intl.formatMessage({ id: 'free.page.document-title' }));

  const failureText = (outcome: Extract<GenerateOutcome, { kind: 'failed' }>): string => {
    const known = outcome.code ? KNOWN_FAILURES[outcome.code] : undefined;
    if (known) return intl.formatMessage({ id: known });
    return outcome.message ?? intl.formatMessage({ id: 'free.error.generation-failed' });
  };

  const generate = async (answers: WizardAnswers) => {
    setFailure(null);
    const outcome = await generation.mutateAsync({ body: toFreeGenerateBody(answers, getDeviceId()), lang: locale });
    switch (outcome.kind) {
      case 'generated':
        storeWorkout(outcome.workout);
        setWorkout(outcome.workout);
        break;
      case 'already-used':
        void navigate(FREE_USED_REDIRECT);
        break;
      case 'failed': {
        const text = failureText(outcome);
        setFailure(text);
        toast.show({ title: text, tone: 'error' });
        break;
      }
    }
  };

  const start = () => {
    track('free_workout_started');
    if (workout) storeWorkout(workout);
    void navigate('/runner');
  };

  let content;
  let width: 'wide' | 'narrow' = 'narrow';
  if (completed) content = <FreeCompleted />;
  else if (workout) {
    content = <WorkoutResult workout={workout} onStart={start} />;
    width = 'wide';
  } else if (status.isPending) {
    content = (
      <p className="page-loading free-page__loading" role="status">
        <span className="page-loading__dot" aria-hidden="true" />
        <FormattedMessage id="free.page.checking" />
      </p>
    );
  } else if (status.data?.available === false) content = <FreeUsed />;
  else {
    // A status that could not be read still lets the traveller try: the server has the last word (409).
    content = (
      <>
        <header className="free-page__header">
          <p className="eyebrow">
            <FormattedMessage id="free.page.eyebrow" />
          </p>
          <h1 className="free-page__title">
            <FormattedMessage id="free.page.title" />
          </h1>
          <p className="free-page__lead">
            <FormattedMessage id="free.page.lead" />
          </p>
        </header>
        <FreeWizard
          pending={generation.isPending}
          onGenerate={(answers) => void generate(answers)}
          error={failure ? <FormAlert>{failure}</FormAlert> : null}
        />
      </>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page free-page">
      <Container width={width} className="free-page__inner">
        {content}
      </Container>
    </main>
  );
}
