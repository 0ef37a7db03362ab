import { planContract } from '../../../../../contracts/plans/plan.contract';
import type { PlanWorkout } from '../../../../../contracts/plans/plan.schemas';
import type { WorkoutPlace } from '../../../../../contracts/workouts/places';
import { workoutsContract } from '../../../../../contracts/workouts/workouts.contract';
import type { GeneratedPlan, GeneratorLocation } from '../../../../../contracts/workouts/generator.schemas';
import { bodyOf, createApiClient } from '../../../api/api-client';
import type { Locale } from '../../../i18n/locale';
import type { GeneratePlanInput, PlannedSlot } from '../machines/generator-flow.machine';

const api = createApiClient(workoutsContract);

/**
 * `POST /api/generate-plan?lang=` with the form's choices (spec 2 §7): bearer,
 * equipment `['bodyweight', 'none']`, the workout type only when chosen, a
 * seed from the time, minutes, intensity and type. Any other answer than 200
 * throws `HttpError`, whose `code` tells a 403 `workouts.pro-required`.
 */
export async function generatePlan(choices: GeneratePlanInput, lang: Locale, now = Date.now()): Promise<GeneratedPlan> {
  const body = { ...choices, equipment: ['bodyweight' as const, 'none' as const], seed: planSeed(choices, now) };
  return bodyOf(await api.generatePlan({ query: { lang }, body }), 200);
}

/** Spec 2 §7: timestamp, minutes, intensity and the workout type or 'balanced'. */
export const planSeed = (choices: GeneratePlanInput, now: number): string =>
  [now, choices.minutes, choices.intensity ?? 'intermediate', choices.workoutType ?? 'balanced'].join('-');

const plans = createApiClient(planContract);

/** Where a planned session is, as the completion names it (the generator's four places). */
const LOCATION_OF_PLACE: Record<WorkoutPlace, GeneratorLocation> = {
  hotel_room: 'hotel_room',
  airport: 'airport',
  office: 'office',
  home: 'home',
  gym: 'hotel_room',
  in_transit: 'airport',
};

export interface StoredPlanSession {
  workout: PlanWorkout;
  planned: PlannedSlot;
  location: GeneratorLocation;
}

/**
 * One session of the traveller's stored 4-week plan (`GET /api/plan`), as
 * `/app?plan=<date>&session=<id>` names it; undefined when the plan no
 * longer has it (regenerated since).
 */
export async function getPlannedSession(date: string, sessionId: string, signal?: AbortSignal): Promise<StoredPlanSession | undefined> {
  const { plan } = bodyOf(await plans.getPlan({ fetchOptions: { signal } }), 200);
  const session = plan?.days.find((day) => day.date === date)?.sessions.find((candidate) => candidate.id === sessionId);
  if (!session) return undefined;
  return {
    workout: session.workout,
    planned: { date, slot: session.slot, place: session.place },
    location: LOCATION_OF_PLACE[session.place],
  };
}
