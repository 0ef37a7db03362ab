import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { CompleteWorkoutBody, GeneratedPlan } from '../../../../contracts/workouts/generator.schemas';
import { useToast } from '../../components/ui/toast';
import { isLocale, type Locale } from '../../i18n/locale';
import { browserClock } from '../../machines/machine-clock';
import { generatePlan, recordCompletion } from './api/generator.api';
import { useWorkoutAudio } from './audio';
import { createGeneratorFlow, generatorStep, type GeneratePlanInput } from './machines/generator-flow.machine';
import type { GetReadyActor } from './machines/get-ready.machine';
import type { WorkoutActor } from './machines/workout.machine';
import { GeneratorMessages } from './generator-messages';
import { planExercises } from './plan';
import { ActiveWorkout } from './views/active-workout';
import { CompletionView } from './views/completion-view';
import { GeneratorFormView } from './views/generator-form';
import { GetReadyScreen } from './views/get-ready-screen';
import { PlanPreview } from './views/plan-preview';
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
        recordCompletion: fromPromise(({ input }: { input: CompleteWorkoutBody }) => recordCompletion(input)),
      },
    }),
  );
  return useActorRef(machine);
}

function Flow() {
  const intl = useIntl();
  const toast = useToast();
  const actor = useGeneratorActor();
  const step = useSelector(actor, generatorStep);
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan);
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const getReady = useSelector(actor, (snapshot) => snapshot.children.getReady as GetReadyActor | undefined);
  const workout = useSelector(actor, (snapshot) => snapshot.children.workout as WorkoutActor | undefined);
  const audio = useWorkoutAudio(step === 'countdown' || step === 'active');

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

  const exercises = plan ? planExercises(plan) : [];
  const generate = (choices: GeneratePlanInput) => actor.send({ type: 'generate', choices });

  return (
    <div className="generator" data-step={step}>
      {step === 'form' || step === 'generating' ? <GeneratorFormView pending={step === 'generating'} onGenerate={generate} /> : null}
      {step === 'upsell' ? <UpsellView /> : null}
      {step === 'preview' && plan ? (
        <PlanPreview
          plan={plan}
          onStart={() => {
            audio.unlock();
            actor.send({ type: 'start' });
          }}
          onGenerateNew={() => actor.send({ type: 'generateNew' })}
        />
      ) : null}
      {step === 'countdown' && getReady ? <GetReadyScreen actor={getReady} audio={audio} /> : null}
      {step === 'active' && workout ? (
        <ActiveWorkout actor={workout} exercises={exercises} audio={audio} onLeave={() => actor.send({ type: 'leave' })} />
      ) : null}
      {step === 'completed' && plan && summary ? (
        <CompletionView
          exercises={summary.exerciseCount}
          sets={summary.setsDone}
          minutes={plan.durationMinutes}
          onGenerateAnother={() => actor.send({ type: 'generateNew' })}
        />
      ) : null}
    </div>
  );
}
