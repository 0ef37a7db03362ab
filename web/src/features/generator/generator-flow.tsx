import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { CompleteWorkoutBody, GeneratedPlan } from '../../../../contracts/workouts/generator.schemas';
import { useToast } from '../../components/ui/toast';
import { isLocale, type Locale } from '../../i18n/locale';
import { browserClock } from '../../machines/machine-clock';
import { useSearchParams } from 'react-router';
import { offlineCompletions } from '../../offline/offline-completions';
import { generatePlan, getPlannedSession } from './api/generator.api';
import { createGeneratorFlow, generatorStep, type CompletionReply, type GeneratePlanInput } from './machines/generator-flow.machine';
import { GeneratorMessages } from './generator-messages';
import { GeneratorFormView } from './views/generator-form';
import { UpsellView } from './views/upsell-view';
import './generator.css';

/**
 * The Pro generator at /app (spec 2 §2 items 1 and 3–6, §4): the form, the
 * plan preview, the countdown, the active workout with its sound, and the
 * completion, which is recorded once. The server-driven /app screen mounts it
 * for travellers with a trial or a plan; leaving the page ends the workout.
 */
export function GeneratorFlow() {
  return (
    <GeneratorMessages>
      <Flow />
    </GeneratorMessages>
  );
}

/** The page's language when the call is made: I18nProvider keeps `<html lang>` on the traveller's choice. */
const pageLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

function useGeneratorActor() {
  const [machine] = useState(() =>
    createGeneratorFlow(browserClock).provide({
      actors: {
        generatePlan: fromPromise<GeneratedPlan, GeneratePlanInput>(({ input }) => generatePlan(input, pageLocale())),
        // With no network the workout is saved and sent when the network returns (docs/adr/0046).
        recordCompletion: fromPromise<CompletionReply, CompleteWorkoutBody>(async ({ input }) => {
          const result = await offlineCompletions.submit({ kind: 'workout', body: input });
          return result.status === 'queued' ? 'queued' : result.outcome;
        }),
      },
    }),
  );
  return useActorRef(machine, { clock: browserClock });
}

type GeneratorActor = ReturnType<typeof useGeneratorActor>;

/**
 * `/app?plan=<date>&session=<id>` (the plan page's "Start today's workout"):
 * the stored session's workout opens in the preview, nothing generated. A
 * session the plan no longer has leaves the form, with a word why.
 */
function usePlannedWorkout(actor: GeneratorActor) {
  const intl = useIntl();
  const toast = useToast();
  const [params] = useSearchParams();
  const date = params.get('plan');
  const sessionId = params.get('session');
  useEffect(() => {
    if (!date || !sessionId) return;
    const controller = new AbortController();
    getPlannedSession(date, sessionId, controller.signal).then(
      (found) => {
        if (found) actor.send({ type: 'openPlanned', ...found });
        else toast.show({ title: intl.formatMessage({ id: 'generator.planned.missing' }), tone: 'error' });
      },
      () => {
        if (!controller.signal.aborted) toast.show({ title: intl.formatMessage({ id: 'generator.planned.missing' }), tone: 'error' });
      },
    );
    return () => controller.abort();
  }, [actor, date, sessionId, intl, toast]);
}

const WorkoutStage = lazy(() => import('./workout-stage'));
const loadWorkoutStage = () => void import('./workout-stage');

function Flow() {
  const intl = useIntl();
  const toast = useToast();
  const actor = useGeneratorActor();
  const step = useSelector(actor, generatorStep);
  // The form takes the focus when the traveller comes back to it, not on the page's first visit.
  const [returned, setReturned] = useState(false);
  if (!returned && step !== 'form' && step !== 'generating') setReturned(true);

  useEffect(() => {
    const subscription = actor.on('generationFailed', () => {
      toast.show({
        title: intl.formatMessage({ id: 'generator.error.title' }),
        description: intl.formatMessage({ id: 'generator.error.workout-failed' }),
        tone: 'error',
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, intl]);

  usePlannedWorkout(actor);

  const generate = (choices: GeneratePlanInput) => {
    loadWorkoutStage();
    actor.send({ type: 'generate', choices });
  };

  return (
    <div className="generator" data-step={step}>
      {step === 'form' || step === 'generating' ? (
        <GeneratorFormView pending={step === 'generating'} onGenerate={generate} focusOnMount={returned} />
      ) : null}
      {step === 'upsell' ? <UpsellView /> : null}
      {step === 'preview' || step === 'countdown' || step === 'active' || step === 'completed' ? (
        <Suspense fallback={null}>
          <WorkoutStage actor={actor} step={step} />
        </Suspense>
      ) : null}
    </div>
  );
}
