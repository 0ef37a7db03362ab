import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExerciseMediaReplySchema, type ExerciseMediaReply } from '../../../../../contracts/workouts/exercise-media.schemas';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';

const workouts = createApiClient(workoutsContract);

export const exerciseMediaKeys = {
  byId: (id: string) => ['exercise-media', id] as const,
};

/**
 * `GET /api/exercise-media?id=`: how to show one exercise's demo (spec 2 §4
 * "Media fallback", second step). The reply is checked here: one that is not
 * a demo fails, and the placeholder, the fallback's last step, shows instead.
 */
export async function getExerciseMedia(id: string, signal?: AbortSignal): Promise<ExerciseMediaReply> {
  const reply = await workouts.exerciseMedia({ query: { id }, fetchOptions: { signal } });
  return ExerciseMediaReplySchema.parse(bodyOf(reply, 200));
}

export const getExerciseMediaQueryOptions = (id: string) =>
  queryOptions({ queryKey: exerciseMediaKeys.byId(id), queryFn: ({ signal }) => getExerciseMedia(id, signal) });

/** The demo for one exercise id; only asked for when the direct address is missing or failed. */
export function useExerciseMedia(id: string, enabled: boolean) {
  return useQuery({ ...getExerciseMediaQueryOptions(id), enabled });
}
