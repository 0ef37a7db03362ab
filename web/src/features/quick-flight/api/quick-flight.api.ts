import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionOutcome } from '../../../../../contracts/gamification/progress.schemas';
import { quickWorkoutBody, type QuickContextId, type QuickModes } from '../../../../../contracts/workouts/quick-flight';
import { sessionsContract } from '../../../../../contracts/workouts/session.contract';
import type { SessionCompleteBody } from '../../../../../contracts/workouts/session.schemas';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import type { GenerateWorkoutReply } from '../../../../../contracts/workouts/workouts.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';
import type { Locale } from '../../../i18n/locale';

/**
 * Quick flight's two calls (spec 2 §7). The flow machine invokes these
 * fetchers itself (docs/adr/0014: it already holds the pending state a
 * mutation would duplicate). Who is asking travels in the headers the request
 * rules add: the bearer token when signed in, else the device id.
 */
const workouts = createApiClient(workoutsContract);
const sessions = createApiClient(sessionsContract);

/**
 * `POST /api/workout/generate?lang=` with quick mode's body for the context
 * (spec 2 §7) and the quiet and no-sweat switches that are on (ADR 0043). It spends one of a free traveller's weekly workouts; a 403
 * `usage.limit-reached` (none left) and any other refusal throw `HttpError`,
 * whose `code` and `body.details` tell them apart.
 */
export async function generateQuickWorkout(context: QuickContextId, lang: Locale, modes: QuickModes = {}): Promise<GenerateWorkoutReply> {
  return bodyOf(await workouts.generate({ query: { lang }, body: quickWorkoutBody(context, modes) }), 200);
}

/** `POST /api/session/complete`: what the workout earned. The same `completionId` again counts nothing new. */
export async function completeSession(body: SessionCompleteBody): Promise<SessionOutcome> {
  return bodyOf(await sessions.completeSession({ body }), 200);
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
