import type { SessionOutcome } from '../../../../contracts/gamification';
import type { SessionCompleteBody } from '../../../../contracts/workouts';
import type { CompletionRecorder } from './record-completion';

export interface CompleteSessionCommand {
  userId: string;
  body: SessionCompleteBody;
}

/**
 * `POST /api/session/complete` (spec 2 §7, §5 ranges): a finished quick-flight
 * or player workout with what the traveller reports (feeling, stress,
 * soreness, optional place, time zone and readings), recorded and scored like
 * every completion. Without a `completionId`, a retry counts again.
 *
 * @see features/progress/points.feature
 */
export class CompleteSessionUseCase {
  constructor(private readonly completions: CompletionRecorder) {}

  execute({ userId, body }: CompleteSessionCommand): Promise<SessionOutcome> {
    return this.completions.record({
      userId,
      completionId: body.completionId ?? null,
      generationId: null,
      name: body.name ?? null,
      durationMin: body.durationMin,
      context: body.context,
      energy: body.energy,
      sets: null,
      completionRate: body.completionRate ?? null,
      exerciseIds: [],
      place: body.city !== undefined && body.country !== undefined ? { city: body.city, country: body.country } : null,
      flightDay: null,
      timeZone: body.timezone ?? null,
      readings: {
        stress: body.stress,
        soreness: String(body.soreness),
        rpe: body.rpe ?? null,
        hrAvg: body.hrAvg ?? null,
        travelDeltaTZ: body.travelDeltaTZ ?? null,
        recoveryScore: body.recoveryScore ?? null,
        sleepHours: body.sleepHours ?? null,
        jetLag: body.jetLag ?? null,
      },
    });
  }
}
