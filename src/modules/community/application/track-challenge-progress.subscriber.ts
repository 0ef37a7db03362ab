import type { EventSubscriber } from '../../../shared/kernel';
import { WORKOUT_SESSION_COMPLETED, type WorkoutSessionCompleted } from '../../workouts';
import { lockKeysOf, refreshStandings } from './challenge-standings';
import type { ChallengeProgressStore } from './ports/challenge-progress-store.port';
import type { TeamOf } from './ports/team-of.port';
import type { TravellerStreaks } from './ports/traveller-streaks.port';

export interface TrackChallengeProgressDeps {
  store: ChallengeProgressStore;
  streaks: TravellerStreaks;
  teams: TeamOf;
}

/**
 * Challenge progress from finished workouts (DECISIONS.md "Challenge progress
 * by type", docs/adr/0038): each `workouts.session-completed` is kept once
 * (by its session, one per event), then the standings it can change are
 * recomputed from every session that counts: the traveller's own challenges
 * whose window holds the session, and the team challenges of their team-mates.
 * A delivery repeated, late or out of order therefore changes nothing more.
 */
export function trackChallengeProgress({ store, streaks, teams }: TrackChallengeProgressDeps): EventSubscriber<WorkoutSessionCompleted> {
  return {
    event: WORKOUT_SESSION_COMPLETED,
    subscriber: 'community.challenge-progress',
    async handle({ payload }) {
      const completedAt = new Date(payload.completedAt);
      const [streak, team] = await Promise.all([streaks.streakReachedAt(payload.userId, completedAt), teams.teamOf(payload.userId)]);
      await store.transaction(lockKeysOf(payload.userId, team), async (tx) => {
        await tx.recordSession({
          sessionId: payload.sessionId,
          userId: payload.userId,
          completedAt,
          points: payload.score,
          city: payload.city,
          country: payload.country,
          streak,
        });
        const affected = [
          ...(await tx.participationsAt([payload.userId], completedAt, 'own')),
          ...(team
            ? await tx.participationsAt(
                team.members.map((member) => member.userId),
                completedAt,
                'team',
              )
            : []),
        ];
        if (affected.length === 0) return;
        await tx.lockChallenges(affected.map((participation) => participation.challengeId));
        await refreshStandings(tx, affected, teams);
      });
    },
  };
}
