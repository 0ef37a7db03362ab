import { queryOptions, useQuery } from '@tanstack/react-query';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import { AdminMediaReplySchema, type AdminMediaReply } from '../../../../../contracts/workouts/exercise-media.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';

const workouts = createApiClient(workoutsContract);

export const adminMediaKeys = { all: ['admin-media'] as const };

/** `GET /api/admin/media` (bearer): every exercise with its media, for administrators. A refusal throws `HttpError`. */
export async function getAdminMedia(signal?: AbortSignal): Promise<AdminMediaReply> {
  return AdminMediaReplySchema.parse(bodyOf(await workouts.adminMedia({ fetchOptions: { signal } }), 200));
}

export const getAdminMediaQueryOptions = () =>
  queryOptions({ queryKey: adminMediaKeys.all, queryFn: ({ signal }) => getAdminMedia(signal) });

export function useAdminMedia() {
  return useQuery(getAdminMediaQueryOptions());
}
