import { useQuery } from '@tanstack/react-query';
import {
  ExerciseMediaReplySchema,
  type ExerciseMediaReply,
} from '../../../../../contracts/workouts/exercise-media.schemas';
import { apiFetch } from '../../../api/http';

export const exerciseMediaKeys = {
  byId: (id: string) => ['exercise-media', id] as const,
};

/** `GET /api/exercise-media?id=`: how to show one exercise's demo (spec 2 §4 "Media fallback", second step). */
export async function fetchExerciseMedia(id: string, signal?: AbortSignal): Promise<ExerciseMediaReply> {
  const body = await apiFetch(`/api/exercise-media?id=${encodeURIComponent(id)}`, { signal });
  return ExerciseMediaReplySchema.parse(body);
}

/** The demo for one exercise id; only asked for when the direct address is missing or failed. */
export function useExerciseMedia(id: string, enabled: boolean) {
  return useQuery({
    queryKey: exerciseMediaKeys.byId(id),
    queryFn: ({ signal }) => fetchExerciseMedia(id, signal),
    enabled,
  });
}
