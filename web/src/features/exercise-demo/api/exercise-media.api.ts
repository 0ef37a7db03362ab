import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/**
 * `offlineFirst`: asked even when the browser says it is offline, since the
 * service worker may hold the answer (docs/adr/0046).
 */
export const getExerciseMediaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: exerciseMediaKeys.byId(id),
    queryFn: ({ signal }) => getExerciseMedia(id, signal),
    networkMode: 'offlineFirst',
  });

/** What a workout's demo is drawn from: its media id and direct address, as a workout block names them. */
export interface DemoSource {
  animationId: string;
  gifUrl?: string | null;
}

/**
 * Fetches every demo of a workout before it is played: the server's answer
 * for each exercise (kept in memory, and by the service worker) and the GIF
 * or PNG it names, so the whole workout shows its demos with the network gone
 * (docs/adr/0046). Failures are left to the demo itself, which falls back.
 */
export async function prefetchExerciseDemos(queryClient: QueryClient, exercises: readonly DemoSource[]): Promise<void> {
  const files = new Set(exercises.flatMap((exercise) => (exercise.gifUrl ? [exercise.gifUrl] : [])));
  await Promise.all(
    [...new Set(exercises.map((exercise) => exercise.animationId))].map(async (id) => {
      const reply = await queryClient.fetchQuery(getExerciseMediaQueryOptions(id)).catch(() => undefined);
      if (reply?.url) files.add(reply.url);
    }),
  );
  await Promise.all([...files].map((url) => fetch(url).catch(() => undefined)));
}

/** The demo for one exercise id; only asked for when the direct address is missing or failed. */
export function useExerciseMedia(id: string, enabled: boolean) {
  return useQuery({ ...getExerciseMediaQueryOptions(id), enabled });
}
