import type { RecentWorkout } from '../../../../contracts/gamification';
import type { Locale } from '../../../../contracts/sdui';
import type { RecordedSession } from '../../workouts';

/** The few texts progress answers carry, in the traveller's language. */
export interface ProgressTexts {
  /** The name of a workout recorded without one ("20-minute workout"). */
  untitledWorkout(locale: Locale, minutes: number): string;
}

/** A recorded session as progress answers list it. */
export function recentWorkout(session: RecordedSession, texts: ProgressTexts, locale: Locale): RecentWorkout {
  return {
    id: session.id,
    name: session.name?.trim() || texts.untitledWorkout(locale, session.durationMinutes),
    durationMin: session.durationMinutes,
    context: session.context,
    city: session.city,
    country: session.country,
    score: session.score,
    completedAt: session.completedAt,
  };
}
