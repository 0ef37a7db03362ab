import { PROGRESS_LIMITS, type HistoryReply } from '../../../../contracts/gamification';
import type { Locale } from '../../../../contracts/sdui';
import type { Clock } from '../../../shared/kernel';
import type { SessionStats } from '../../workouts';
import { isoWeekStartOf, timeZoneOrUtc } from '../../../shared/kernel';
import { recentWorkout, type ProgressTexts } from './progress-texts';
import type { TravellerProgress } from './ports/traveller-progress.port';

/**
 * A traveller's own history (`/account/analytics`, spec 2 §2): totals, this
 * ISO week on the calendar of their latest workout's time zone (UTC when none
 * was sent), total time, current streak and the latest workouts, newest first
 * (features/progress/history.feature).
 */
export class HistoryQuery {
  constructor(
    private readonly sessions: SessionStats,
    private readonly progress: TravellerProgress,
    private readonly texts: ProgressTexts,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, locale: Locale): Promise<HistoryReply> {
    const tally = await this.sessions.tallyOf(userId);
    const timeZone = timeZoneOrUtc(tally.latestTimeZone);
    const [thisWeek, streak, recent] = await Promise.all([
      this.sessions.countSince(userId, isoWeekStartOf(this.clock.now(), timeZone), timeZone),
      this.progress.streakOf(userId),
      this.sessions.recentOf(userId, PROGRESS_LIMITS.recentSessions),
    ]);
    return {
      totalWorkouts: tally.workouts,
      thisWeek,
      totalMinutes: tally.minutes,
      currentStreak: streak.current,
      recent: recent.map((session) => recentWorkout(session, this.texts, locale)),
    };
  }
}
