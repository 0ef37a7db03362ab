import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { FreeGenerateBody, FreeStatusReply, Workout } from '../../../../../contracts/workouts';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { getDeviceId } from '../../../identity/device-id';
import type { Locale } from '../../../i18n/locale';

/**
 * The free journey's calls (spec 1 §7) and the query key this feature owns.
 * The free-workout cookie is HttpOnly, so the page asks the server
 * (`GET /api/free/status`) whether this browser and device may still have it.
 */
const workouts = createApiClient(workoutsContract);

export const freeKeys = {
  status: (uid: string) => ['free', 'status', uid] as const,
};

/** `GET /api/free/status?uid=`: whether the free workout (or an exit-offer bonus) is still available. */
export async function getFreeStatus(uid: string, signal?: AbortSignal): Promise<FreeStatusReply> {
  return bodyOf(await workouts.freeStatus({ query: { uid }, fetchOptions: { signal } }), 200);
}

/**
 * The status changes behind the page's back (generating, claiming the bonus
 * on /subscribe), so unlike other reads it is fetched afresh on every visit
 * and not kept once the page is left.
 */
export const getFreeStatusQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: freeKeys.status(uid),
    queryFn: ({ signal }) => getFreeStatus(uid, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useFreeStatus(enabled = true) {
  return useQuery({ ...getFreeStatusQueryOptions(getDeviceId()), enabled });
}

/**
 * What a generate attempt came to: the workout; `already-used` (409: the page
 * sends the traveller to /subscribe?reason=free_used); or a failure with the
 * server's words (`message`), a known `code`, or neither (the page then says
 * "Generation failed").
 */
export type GenerateOutcome =
  { kind: 'generated'; workout: Workout } | { kind: 'already-used' } | { kind: 'failed'; code?: string; message?: string };

function text(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `POST /api/free/generate?lang=` with the wizard's answers (the device id travels in the body). */
export async function generateFreeWorkout({ body, lang }: { body: FreeGenerateBody; lang: Locale }): Promise<GenerateOutcome> {
  try {
    const reply = await workouts.generateFree({ query: { lang }, body });
    if (reply.status === 200) return { kind: 'generated', workout: reply.body.workout };
    if (reply.status === 409) return { kind: 'already-used' };
    return { kind: 'failed', code: text(reply.body, 'code'), message: text(reply.body, 'error') };
  } catch {
    return { kind: 'failed' };
  }
}

export function useGenerateFreeWorkout() {
  return useMutation({ mutationFn: generateFreeWorkout });
}
