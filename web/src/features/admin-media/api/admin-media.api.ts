import { useQuery } from '@tanstack/react-query';
import { AdminMediaReplySchema, type AdminMediaReply } from '../../../../../contracts/workouts/exercise-media.schemas';
import { apiFetch } from '../../../api/http';

export const adminMediaKeys = { all: ['admin-media'] as const };

/** `GET /api/admin/media` (bearer): every exercise with its media, for administrators. */
export async function fetchAdminMedia(signal?: AbortSignal): Promise<AdminMediaReply> {
  return AdminMediaReplySchema.parse(await apiFetch('/api/admin/media', { signal }));
}

export function useAdminMedia() {
  return useQuery({ queryKey: adminMediaKeys.all, queryFn: ({ signal }) => fetchAdminMedia(signal) });
}
