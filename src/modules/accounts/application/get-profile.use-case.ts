import type { ProfileReply } from '../../../../contracts/accounts';
import type { ProgressReader } from '../../gamification';
import type { SessionHistory } from '../../workouts';
import type { AccountViewer } from './identify-viewer.use-case';
import type { PublicUsers } from './public-users';

/** Spec 1 §2 "the latest 5 workouts". */
export const RECENT_SESSIONS_SHOWN = 5;

/**
 * `GET /api/profile`: the caller's own profile (bearer, or the device id of an
 * anonymous user, who is created on first sight) with points, streak and the
 * latest 5 sessions.
 */
export class GetProfileUseCase {
  constructor(
    private readonly progress: ProgressReader,
    private readonly history: SessionHistory,
    private readonly publicUsers: PublicUsers,
  ) {}

  async execute({ user }: AccountViewer): Promise<ProfileReply> {
    const [publicUser, summary, recentSessions] = await Promise.all([
      this.publicUsers.of(user),
      this.progress.pointsAndStreakOf(user.id),
      this.history.recentOf(user.id, RECENT_SESSIONS_SHOWN),
    ]);
    return { ...publicUser, points: summary.points, streak: summary.streak, recentSessions };
  }
}
