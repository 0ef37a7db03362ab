import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchExerciseDemos, type DemoSource } from '../features/exercise-demo';
import { WORKOUT_AUDIO_URL } from './cache-rules';

/**
 * A workout on screen keeps working when the network goes (docs/adr/0046):
 * its exercise demos and the workout music are fetched now, while the
 * network is there, and the service worker keeps them (its timers and code
 * are in the precache already). Used by every player: quick flight, the
 * generator's and the free runner.
 */
export function useWorkoutKeptOffline(exercises: readonly DemoSource[] | undefined): void {
  const queryClient = useQueryClient();
  // One fetch per workout, not per render: the exercises' ids say which workout it is.
  const key = exercises?.map((exercise) => `${exercise.animationId} ${exercise.gifUrl ?? ''}`).join('\n') ?? '';
  useEffect(() => {
    if (!exercises || exercises.length === 0) return;
    void prefetchExerciseDemos(queryClient, exercises);
    void fetch(WORKOUT_AUDIO_URL).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the workout; a new array of the same exercises is the same workout.
  }, [queryClient, key]);
}
