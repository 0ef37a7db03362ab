import type { SessionOutcome } from '../../../../contracts/gamification';
import type { CompleteWorkoutBody } from '../../../../contracts/workouts';
import type { CompletionRecorder } from './record-completion';
import type { Exercise } from '../domain/exercise';

export interface CompleteWorkoutCommand {
  userId: string;
  body: CompleteWorkoutBody;
}

/**
 * The flight day a completion asks to count on: a travel plan's in-flight
 * routine done in transit (ADR 0043). Any other completion counts on its
 * local date. How far the flight day may be from that date is the streak's
 * rule (gamification's `streakDayOf`).
 */
export function flightDayOf(body: Pick<CompleteWorkoutBody, 'plan' | 'context'>): string | null {
  return body.plan?.slot === 'in-flight' && body.context === 'in_transit' ? body.plan.date : null;
}

/** Whole percent of the planned sets that were done. */
export const completionRateOf = (setsDone: number, setsPlanned: number): number => Math.round((setsDone / setsPlanned) * 100);

/**
 * `POST /api/workout/complete` (spec 2 §7; ADR 0031): the Pro generator's
 * finished workout, as a session of the signed-in traveller (name, minutes,
 * where, sets done, completion rate, how hard it felt, the exercises done; the
 * feeling chosen for its generation), scored, applied to the traveller's
 * progression (ADR 0035) and answered like every completion. A travel plan's
 * in-flight routine done in transit counts for the streak on its flight day
 * (`flightDayOf`, ADR 0043).
 *
 * @see features/generator/finish-workout.feature
 * @see features/progress/flight-day-credit.feature
 */
export class CompleteWorkoutUseCase {
  constructor(
    private readonly completions: CompletionRecorder,
    private readonly catalogue: ReadonlyMap<string, Exercise>,
  ) {}

  execute({ userId, body }: CompleteWorkoutCommand): Promise<SessionOutcome> {
    return this.completions.record({
      userId,
      completionId: body.completionId,
      generationId: body.generationId ?? null,
      name: body.name,
      durationMin: body.durationMin,
      context: body.context,
      energy: null,
      sets: { done: body.setsDone, planned: body.setsPlanned },
      completionRate: completionRateOf(body.setsDone, body.setsPlanned),
      // Only the catalogue's own ids are kept: the traveller's mastery is never keyed by made-up names.
      exerciseIds: (body.exerciseIds ?? []).filter((id) => this.catalogue.has(id)),
      place: body.city !== undefined && body.country !== undefined ? { city: body.city, country: body.country } : null,
      timeZone: body.timezone ?? null,
      flightDay: flightDayOf(body),
      readings: {
        stress: null,
        soreness: null,
        rpe: body.rpe ?? null,
        hrAvg: null,
        travelDeltaTZ: null,
        recoveryScore: null,
        sleepHours: null,
        jetLag: null,
      },
    });
  }
}
