import { useSelector } from '@xstate/react';
import { useWorkoutAudio } from '../../components/workout-audio';
import { useWorkoutKeptOffline } from '../../offline/use-workout-kept-offline';
import type { GeneratorFlowActor, GeneratorStep } from './machines/generator-flow.machine';
import type { GetReadyActor } from './machines/get-ready.machine';
import type { WorkoutActor } from './machines/workout.machine';
import { planExercises } from './plan';
import { ActiveWorkout } from './views/active-workout';
import { CompletionView } from './views/completion-view';
import { GetReadyScreen } from './views/get-ready-screen';
import { PlanPreview } from './views/plan-preview';

/**
 * Everything after the form — the preview, the countdown, the workout with
 * its sound, the completion — in its own chunk, fetched while the plan is
 * being generated: a first visit to /app carries the form only. It stays
 * mounted from the preview to the completion, so the sound carries over.
 */
export default function WorkoutStage({ actor, step }: { actor: GeneratorFlowActor; step: GeneratorStep }) {
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan);
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const place = useSelector(actor, (snapshot) => snapshot.context.place);
  const queued = useSelector(actor, (snapshot) => snapshot.matches({ completed: 'queued' }));
  const getReady = useSelector(actor, (snapshot) => snapshot.children.getReady as GetReadyActor | undefined);
  const workout = useSelector(actor, (snapshot) => snapshot.children.workout as WorkoutActor | undefined);
  const audio = useWorkoutAudio(step === 'countdown' || step === 'active');
  useWorkoutKeptOffline(plan ? planExercises(plan) : undefined);
  if (!plan) return null;

  switch (step) {
    case 'preview':
      return (
        <PlanPreview
          plan={plan}
          onStart={(trainedAt) => {
            // The countdown starts at the press; waking the audio (its first context takes ~50 ms) comes after, in the same press.
            actor.send({ type: 'start', place: trainedAt });
            audio.unlock();
          }}
          onGenerateNew={() => actor.send({ type: 'generateNew' })}
        />
      );
    case 'countdown':
      return getReady ? <GetReadyScreen actor={getReady} audio={audio} /> : null;
    case 'active':
      return workout ? (
        <ActiveWorkout actor={workout} exercises={planExercises(plan)} audio={audio} onLeave={() => actor.send({ type: 'leave' })} />
      ) : null;
    case 'completed':
      return summary ? (
        <CompletionView
          exercises={summary.exerciseCount}
          sets={summary.setsDone}
          minutes={plan.durationMinutes}
          place={place}
          queued={queued}
          onGenerateAnother={() => actor.send({ type: 'generateNew' })}
        />
      ) : null;
    default:
      return null;
  }
}
