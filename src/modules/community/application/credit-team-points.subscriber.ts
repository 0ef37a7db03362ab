import type { EventSubscriber } from '../../../shared/kernel';
import { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from '../../workouts';
import type { TeamPointLedger } from './ports/team-point-ledger.port';

/**
 * Team points grow with each member's sessions after they joined
 * (DECISIONS.md "Teams"): every scored session is credited to the teams its
 * traveller belonged to when they completed it, once, whatever the number
 * of deliveries (features/community/teams-points.feature).
 */
export function creditTeamPoints(ledger: TeamPointLedger): EventSubscriber<WorkoutSessionCompleted> {
  return {
    event: WORKOUT_SESSION_COMPLETED,
    subscriber: 'community.credit-team-points',
    handle: async ({ id, payload }) => {
      if (payload.score <= 0) return;
      await ledger.credit({ eventId: id, userId: payload.userId, points: payload.score, earnedAt: new Date(payload.completedAt) });
    },
  };
}
