import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { track } from '../../analytics';
import { useToast } from '../../components/ui/toast';
import type { Workout } from '../../../../contracts/workouts';
import { browserClock } from '../../machines/machine-clock';
import { toRunnerExercises } from './runner-progress';
import { createRunnerMachine, type RunnerActor } from './runner.machine';
import { decodeRun, encodeRun } from './saved-run';
import { clearStoredWorkout, readSavedRunText, writeSavedRunText } from './stored-workout';

/** Where Complete Workout lands (spec 1 §2, §4). */
export const COMPLETED_PATH = '/free?completed=true';

const runnerMachine = createRunnerMachine(browserClock);

/**
 * The runner machine for `workout`, as the page runs it:
 * - it resumes from the run saved in session storage when there is one for
 *   this workout (a reload), and tells the machine so (`reopen`), which
 *   leaves a running workout paused where it was last seen;
 * - it saves every change of the run, so a reload finds it again;
 * - on Complete Workout it clears the stored workout and its run and goes to
 *   `/free?completed=true`;
 * - halfway through a per-side set it shows the "Switch sides" toast.
 */
export function useRunner(workout: Workout): RunnerActor {
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  const [saved] = useState(() => decodeRun(readSavedRunText(), toRunnerExercises(workout)));
  const actor = useActorRef(runnerMachine, { input: { workout }, snapshot: saved, clock: browserClock });

  useEffect(() => {
    const subscription = actor.subscribe(() => {
      const text = encodeRun(actor.getPersistedSnapshot());
      if (text) writeSavedRunText(text);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (saved) actor.send({ type: 'reopen' });
  }, [actor, saved]);

  useEffect(() => {
    const subscription = actor.on('completed', () => {
      track('free_workout_completed');
      clearStoredWorkout();
      void navigate(COMPLETED_PATH);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  useEffect(() => {
    const subscription = actor.on('switchSides', () => {
      toast.show({
        title: intl.formatMessage({ id: 'runner.switch.title' }),
        description: intl.formatMessage({ id: 'runner.switch.body' }),
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, intl, toast]);

  return actor;
}
