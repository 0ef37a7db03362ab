import { PROGRESS_LIMITS, type AnalyticsStats } from '../../../../contracts/gamification';
import type { Locale } from '../../../../contracts/sdui';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { SessionStats, SessionTally } from '../../workouts';
import { sessionCalories, type Energy } from '../domain/calories';
import { recentWorkout, type ProgressTexts } from './progress-texts';
import type { AnalyticsAccess } from './ports/analytics-access.port';
import type { TravellerProgress } from './ports/traveller-progress.port';
import type { TravellerWeights } from './ports/traveller-weights.port';

export interface AnalyticsStatsDeps {
  access: AnalyticsAccess;
  sessions: SessionStats;
  progress: TravellerProgress;
  weights: TravellerWeights;
  texts: ProgressTexts;
}

/** Calories of all the traveller's minutes, MET by how they felt × their weight (70 kg unknown) × hours. */
function caloriesOf(tally: SessionTally, weightKg: number | null): number {
  return (Object.entries(tally.minutesByEnergy) as [Energy, number][]).reduce(
    (sum, [energy, minutes]) => sum + sessionCalories({ durationMin: minutes, energy, weightKg }),
    0,
  );
}

/**
 * Pro analytics (spec 2 §2 Analytics, §3 "Analytics stats"): for travellers on
 * a trial or a subscription, a cancelled one until it ends
 * (features/progress/analytics.feature); everyone else gets
 * `gamification.pro-required` and the upsell.
 */
export class AnalyticsStatsQuery {
  constructor(private readonly deps: AnalyticsStatsDeps) {}

  async execute(userId: string, locale: Locale): Promise<Result<AnalyticsStats, 'gamification.pro-required'>> {
    const { access, sessions, progress, weights, texts } = this.deps;
    if (!(await access.entitlementOf(userId)).pro) return fail('gamification.pro-required');
    const [tally, weightKg, streak, badges, locations, recent] = await Promise.all([
      sessions.tallyOf(userId),
      weights.weightKgOf(userId),
      progress.streakOf(userId),
      progress.badgesOf(userId),
      sessions.topPlacesOf(userId, PROGRESS_LIMITS.topLocations),
      sessions.recentOf(userId, PROGRESS_LIMITS.recentSessions),
    ]);
    return ok({
      totalWorkouts: tally.workouts,
      totalMinutes: tally.minutes,
      totalCalories: caloriesOf(tally, weightKg),
      streak,
      workoutsByType: tally.byContext,
      locations,
      badges: badges.map(({ code, awardedAt }) => ({ code, awardedAt })),
      recentWorkouts: recent.map((session) => recentWorkout(session, texts, locale)),
    });
  }
}
