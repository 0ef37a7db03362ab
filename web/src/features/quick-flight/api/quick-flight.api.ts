import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { quickWorkoutBody, type QuickContextId, type QuickModes } from '../../../../../contracts/workouts/quick-flight';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import type { GenerateWorkoutReply } from '../../../../../contracts/workouts/workouts.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';
import type { Locale } from '../../../i18n/locale';

/**
 * Quick flight's workout call (spec 2 §7); its completion goes through the
 * offline completion queue (web/src/offline, docs/adr/0046). The flow machine
 * invokes the fetcher itself (docs/adr/0014: it already holds the pending state a
 * mutation would duplicate). Who is asking travels in the headers the request
 * rules add: the bearer token when signed in, else the device id.
 */
const workouts = createApiClient(workoutsContract);

/**
 * `POST /api/workout/generate?lang=` with quick mode's body for the context
 * (spec 2 §7) and the quiet and no-sweat switches that are on (ADR 0043). It spends one of a free traveller's weekly workouts; a 403
 * `usage.limit-reached` (none left) and any other refusal throw `HttpError`,
 * whose `code` and `body.details` tell them apart.
 */
export async function generateQuickWorkout(context: QuickContextId, lang: Locale, modes: QuickModes = {}): Promise<GenerateWorkoutReply> {
  return bodyOf(await workouts.generate({ query: { lang }, body: quickWorkoutBody(context, modes) }), 200);
}

/**
 * After a completion, points, streak, badges and ranks shown elsewhere
 * (profile, leaderboards) have changed: every cached read is marked stale and
 * read again when next shown, not now.
 */
export function useProgressChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ refetchType: 'none' }), [queryClient]);
}
