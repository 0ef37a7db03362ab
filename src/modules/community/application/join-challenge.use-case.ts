import { fail, ok, type Clock, type Result } from '../../../shared/kernel';
import { joinRefusal, type JoinRefusal } from '../domain/challenge';
import { lockKeysOf, refreshStandings } from './challenge-standings';
import type { ChallengeProgressStore } from './ports/challenge-progress-store.port';
import type { TeamOf } from './ports/team-of.port';

export type JoinFailure = 'community.challenge-not-found' | JoinRefusal;

/**
 * A traveller joins a challenge (spec 2 §7; DECISIONS.md "Challenge progress
 * by type"): once (joining again answers the participation they have), not
 * after its end, not past its maximum. The count is checked and the
 * participant added under the challenge's lock, so however many join at
 * once, no more than the maximum get in. The new standing is computed at once
 * (from any session already counted since joining), and every rank with it.
 *
 * @see features/community/challenges.feature
 */
export class JoinChallengeUseCase {
  constructor(
    private readonly store: ChallengeProgressStore,
    private readonly teams: TeamOf,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, challengeId: string): Promise<Result<{ alreadyJoined: boolean }, JoinFailure>> {
    const team = await this.teams.teamOf(userId);
    return this.store.transaction(lockKeysOf(userId, team), async (tx) => {
      const challenge = await tx.lockForJoining(challengeId);
      if (!challenge) return fail('community.challenge-not-found');
      if (await tx.participation(challengeId, userId)) return ok({ alreadyJoined: true });
      const now = this.clock.now();
      const refusal = joinRefusal(challenge.terms, challenge.participants, now);
      if (refusal) return fail(refusal);
      const participation = await tx.addParticipant(challengeId, userId, now);
      await refreshStandings(tx, [participation], this.teams);
      return ok({ alreadyJoined: false });
    });
  }
}
